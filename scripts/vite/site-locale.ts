import { locales, sourceLocale, type Locale } from '../../src/shared/locales.ts';

/** The language a Vite build or dev server works in: `SITE_LOCALE` (en, zh or am), English by default. */
export function siteLocale(value = process.env.SITE_LOCALE): Locale {
  if (!value) return sourceLocale;
  const locale = locales.find((candidate) => candidate === value);
  if (!locale) throw new Error(`SITE_LOCALE=${value} is not one of the site's languages (${locales.join(', ')}).`);
  return locale;
}
