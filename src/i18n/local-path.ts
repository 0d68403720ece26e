import { locale } from './locale';
import { pathIn } from '../shared/site-paths';
import { localeInfo } from '../shared/locales';

/** Where this build's pages live: the router's basename (`/zh`), none for English. */
export const basename: string | undefined = localeInfo[locale].prefix || undefined;

/** A site path as a URL of this build's language (`/auth` → `/zh/auth`), for code outside the router. */
export const localPath = (path: string): string => pathIn(locale, path);
