import { localeInfo, locales, sourceLocale, type Locale } from './locales';

/**
 * The site's URL rules, shared by the app, the build, the tests and the service worker: where a
 * page's file is, and where its language puts it.
 */

/** Removes a trailing slash (except for the root) so `/auth/` and `/auth` are one page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The file a static host serves for a path: `/` → `index.html`, `/a/b` → `a/b.html`. */
export function htmlFileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * A site path in a language: `/auth` → `/zh/auth`, `/` → `/zh`, `/#contact` → `/zh#contact`
 * (English keeps `/auth` and `/`). The app's routes are the same in every language; only the URL
 * carries the prefix.
 */
export function pathIn(locale: Locale, path: string): string {
  const { prefix } = localeInfo[locale];
  if (!prefix) return path;
  if (path === '/') return prefix;
  return path.startsWith('/#') || path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** The language of a URL path and the page path within it: `/zh/auth` → zh, `/auth`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const { prefix } = localeInfo[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: sourceLocale, path: pathname };
}
