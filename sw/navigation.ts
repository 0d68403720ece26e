import { localeInfo } from '../src/shared/locales.ts';
import { htmlFileForPath, normalizePath, splitLocale } from '../src/shared/site-paths.ts';

/**
 * The not-found page of a path's language (`/zh/x` → `/zh/404.html`), served with status 404 for a
 * path the site does not have while offline.
 */
export function notFoundUrlFor(pathname: string): string {
  return `${localeInfo[splitLocale(pathname).locale].prefix}/404.html`;
}

/** Same-origin paths the worker never answers for, even as navigations (the auth API's routes). */
export const NAVIGATION_DENYLIST = [/^\/auth\/v1(\/|$)/];

/**
 * The precached page for a navigation the precache route did not match as is (a trailing slash, a
 * query string): `/auth/?next=/x` → `/auth.html`. Null when the site has no such page, since a
 * wrong page under this URL would be worse than the not-found page.
 */
export function precachedPageFor(pathname: string, isPrecached: (url: string) => boolean): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const url = `/${htmlFileForPath(normalizePath(decoded))}`;
  return !url.endsWith('/404.html') && isPrecached(url) ? url : null;
}
