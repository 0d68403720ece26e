import { locales, sourceLocale, type Locale } from './locales.ts';

/** The script URL a page of `locale` registers the service worker with: one worker, storing one language. */
export function workerUrl(locale: Locale): string {
  return `/sw.js?lang=${locale}`;
}

/** The language a service worker stores, from its script URL (English without one). */
export function workerLanguage(scriptUrl: string): Locale {
  const requested = new URL(scriptUrl, 'https://site.invalid').searchParams.get('lang');
  return locales.find((locale) => locale === requested) ?? sourceLocale;
}
