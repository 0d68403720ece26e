import { localeInfo, locales, sourceLocale, type Locale } from '../../src/shared/locales';

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * A page's `hreflang` alternates: its URL in each language it is published in (English first, in
 * the site's order of languages). A language that shows the page in English is not among them.
 */
export function pageAlternates(languages: readonly Locale[], urlIn: (locale: Locale) => string): Alternate[] {
  return locales.filter((locale) => languages.includes(locale)).map((locale) => ({ hreflang: localeInfo[locale].tag, href: urlIn(locale) }));
}

/** The same, with `x-default` (the English page) at the end, as the sitemap lists them. */
export function sitemapAlternates(languages: readonly Locale[], urlIn: (locale: Locale) => string): Alternate[] {
  return [...pageAlternates(languages, urlIn), { hreflang: 'x-default', href: urlIn(sourceLocale) }];
}
