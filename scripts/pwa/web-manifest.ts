import type { ManifestOptions } from 'vite-plugin-pwa';
import { site } from '../../src/content/site.ts';

const icon = (size: number, purpose: 'any' | 'maskable', file = `pwa-${size}x${size}.png`) => ({
  src: `/${file}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/** The web app manifest: what the browser shows when the site is installed. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: site.name,
  short_name: site.shortName,
  description: site.description,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#0f766e',
  background_color: '#f8fafc',
  lang: 'en',
  dir: 'ltr',
  categories: ['finance', 'business', 'productivity'],
  icons: [icon(64, 'any'), icon(192, 'any'), icon(512, 'any'), icon(512, 'maskable', 'maskable-icon-512x512.png')],
  screenshots: [
    { src: '/screenshots/wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: `${site.name} home page on a desktop` },
    { src: '/screenshots/narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: `${site.name} home page on a phone` },
  ],
  shortcuts: [
    { name: 'Contact us', short_name: 'Contact', url: '/#contact', icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Sign in', short_name: 'Sign in', url: '/auth', icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }] },
  ],
};
