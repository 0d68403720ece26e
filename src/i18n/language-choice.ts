import { locales, sourceLocale, type Locale } from '../shared/locales';

/** localStorage: the language the visitor chose with the switcher (or the offer). */
export const CHOSEN_LOCALE_KEY = 'tana-locale';
/** localStorage: the language whose offer the visitor turned down; it is not offered again. */
export const DECLINED_OFFER_KEY = 'tana-locale-offer-declined';

/** The first of the browser's languages that the site has (`zh-CN` → zh), if any. */
export function browserLocale(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    const match = locales.find((locale) => locale === primary);
    if (match) return match;
  }
  return undefined;
}

export interface OfferInput {
  /** The language of the page on screen. */
  page: Locale;
  /** What the visitor chose before, if anything. */
  chosen?: string | null;
  /** The browser's languages, most preferred first. */
  languages: readonly string[];
  declined?: string | null;
}

/**
 * The language to offer the visitor on this page, if any: the one they chose before, or on a first
 * visit the Chinese or Amharic their browser prefers. Never a redirect: a link they may follow,
 * and not again once declined.
 */
export function offeredLocale({ page, chosen, languages, declined }: OfferInput): Locale | null {
  const remembered = locales.find((locale) => locale === chosen);
  const wanted = remembered ?? browserLocale(languages);
  if (!wanted || wanted === page || wanted === declined) return null;
  // Without a choice of theirs, only a browser set to one of the site's other languages is offered.
  if (!remembered && wanted === sourceLocale) return null;
  return wanted;
}
