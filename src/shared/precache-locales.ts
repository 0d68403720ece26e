import { localeInfo, locales, sourceLocale, type Locale } from './locales.ts';

/**
 * Which language a file of the site belongs to, for the service worker, which stores a visitor's
 * own language only (`sw.js?lang=zh`): each language's pages and scripts live under its prefix
 * (`zh.html`, `zh/…`, `zh/assets/…`; English at the root and in `assets/`), its search index in Pagefind's
 * files named for it. Icons, the manifest and Pagefind's code serve every language.
 */

/** Where a language's scripts and styles are written, relative to the site's root. */
export function assetsDirOf(locale: Locale): string {
  return locale === sourceLocale ? 'assets' : `${localeInfo[locale].prefix.slice(1)}/assets`;
}

/** Pagefind names each language's index files for the language of its pages' `<html lang>`. */
const pagefindLanguage = /^pagefind\/(?:(?:fragment|index)\/|pagefind\.|wasm\.)([a-z-]+)[._]/;

/** A precached file's language (its URL relative to the site's root), or 'shared'. */
export function localeOfFile(url: string): Locale | 'shared' {
  for (const locale of locales) {
    const { prefix } = localeInfo[locale];
    // `zh/…`, and the language's home page, `zh.html`.
    if (prefix && (url.startsWith(`${prefix.slice(1)}/`) || url === `${prefix.slice(1)}.html`)) return locale;
  }
  const pagefind = pagefindLanguage.exec(url);
  if (pagefind) return locales.find((locale) => localeInfo[locale].tag.toLowerCase() === pagefind[1] || locale === pagefind[1]) ?? 'shared';
  if (url.startsWith('assets/') || url.endsWith('.html')) return sourceLocale;
  return 'shared';
}
