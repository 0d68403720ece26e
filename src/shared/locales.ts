/** The languages of the site. English is the source: every other language translates it. */
export const locales = ['en', 'zh', 'am'] as const;

export type Locale = (typeof locales)[number];

export const sourceLocale: Locale = 'en';

export interface LocaleInfo {
  /** The language named in itself, as the switcher shows it. */
  name: string;
  /** `<html lang>` and `hreflang`. */
  tag: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** Where its pages live: '' for English (`/use-cases/bnpl`), '/zh' for Chinese (`/zh/use-cases/bnpl`). */
  prefix: '' | `/${string}`;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { name: 'English', tag: 'en', ogLocale: 'en_US', prefix: '' },
  zh: { name: '中文', tag: 'zh-Hans', ogLocale: 'zh_CN', prefix: '/zh' },
  am: { name: 'አማርኛ', tag: 'am', ogLocale: 'am_ET', prefix: '/am' },
};

/** The other languages, whose text lives in `<module>.<locale>.ts` files beside the English one. */
export const translatedLocales = locales.filter((locale) => locale !== sourceLocale);
