import { localeInfo, type Locale } from '../../src/shared/locales';

/** Where the social cards live in the site: beside the pages, never in the service worker's precache. */
export const SOCIAL_CARDS_DIR = 'social-cards';

/** A page's card, as a path of the site: `/social-cards/zh/use-cases/bnpl.png`, `/social-cards/index.png` for the home page. */
export function socialCardPath(locale: Locale, path: string): string {
  return `/${SOCIAL_CARDS_DIR}${localeInfo[locale].prefix}/${path === '/' ? 'index' : path.slice(1)}.png`;
}
