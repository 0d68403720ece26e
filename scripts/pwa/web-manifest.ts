import type { ManifestOptions } from 'vite-plugin-pwa';
import { site } from '../../src/content/site.ts';
import { words } from '../../src/i18n/words';
import { localeInfo, type Locale } from '../../src/shared/locales.ts';
import { pathIn } from '../../src/shared/site-paths.ts';

const icon = (size: number, purpose: 'any' | 'maskable', file = `pwa-${size}x${size}.png`) => ({
  src: `/${file}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/** The words of a language the manifest shows (from that language's build). */
export interface ManifestText {
  site: Pick<typeof site, 'name' | 'shortName' | 'description'>;
  words: { signIn: string; sections: { contact: string }; app: typeof words.app };
}

/**
 * The web app manifest in one language: what the browser shows when the site is installed. One app
 * (`id: '/'`) whichever page it is installed from; it starts on the home page of that page's language.
 */
export function webManifest(locale: Locale, { site, words }: ManifestText): Partial<ManifestOptions> {
  const shortcutIcons = [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }];
  return {
    id: '/',
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: pathIn(locale, '/'),
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#f8fafc',
    lang: localeInfo[locale].tag,
    dir: 'ltr',
    categories: ['finance', 'business', 'productivity'],
    icons: [icon(64, 'any'), icon(192, 'any'), icon(512, 'any'), icon(512, 'maskable', 'maskable-icon-512x512.png')],
    screenshots: [
      { src: '/screenshots/wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: words.app.screenshotWide(site.name) },
      { src: '/screenshots/narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: words.app.screenshotNarrow(site.name) },
    ],
    shortcuts: [
      { name: words.app.contactUs, short_name: words.sections.contact, url: pathIn(locale, '/#contact'), icons: shortcutIcons },
      { name: words.signIn, short_name: words.signIn, url: pathIn(locale, '/auth'), icons: shortcutIcons },
    ],
  };
}

/** The English manifest, which vite-plugin-pwa writes and links from the English pages. */
export const englishManifest = webManifest('en', { site, words });
