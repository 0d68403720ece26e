import type { Locale } from '../shared/locales';

/**
 * The language of this build of the site. Each language is a build of its own (scripts/build.ts):
 * the Chinese and Amharic builds take `locale.zh.ts` and `locale.am.ts` in place of this file.
 */
export const locale: Locale = 'en';
