import { cleanupOutdatedCaches, PrecacheRoute, type PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { Locale } from '../src/shared/locales.ts';
import { localeOfFile } from '../src/shared/precache-locales.ts';
import { ConcurrentPrecacheController } from './concurrent-precache.ts';
import { NAVIGATION_DENYLIST, notFoundUrlFor, precachedPageFor } from './navigation.ts';

async function notFoundPage(precache: PrecacheController, pathname: string): Promise<Response> {
  const cached = await precache.matchPrecache(notFoundUrlFor(pathname));
  if (!cached) return Response.error();
  return new Response(cached.body, { status: 404, statusText: 'Not Found', headers: cached.headers });
}

/** The files of one language and those every language shares: what a visitor of that language stores. */
export function entriesFor(language: Locale, entries: Array<PrecacheEntry | string>): Array<PrecacheEntry | string> {
  return entries.filter((entry) => {
    const owner = localeOfFile(typeof entry === 'string' ? entry : entry.url);
    return owner === 'shared' || owner === language;
  });
}

/**
 * Serves every prerendered page, script, style and icon of the visitor's language from the
 * precache (`/a/b` → `a/b.html`, as the static host does), and answers other navigations (another
 * language's pages among them) from the network, or offline with the not-found page. Cross-origin
 * requests (auth, forms) match no route here, so the browser handles them untouched.
 */
export function registerPrecache(language: Locale, entries: Array<PrecacheEntry | string>): void {
  const precache = new ConcurrentPrecacheController();
  precache.precache(entriesFor(language, entries));
  registerRoute(
    new PrecacheRoute(precache, {
      cleanURLs: true,
      // Workbox's defaults, plus the cache-buster the search index adds to `pagefind-entry.json?ts=…`:
      // the precached index is the one that matches this version's pages.
      ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ts$/],
    }),
  );
  cleanupOutdatedCaches();

  const navigations = new NavigationRoute(
    async ({ request, url }) => {
      const page = precachedPageFor(url.pathname, (candidate) => precache.getCacheKeyForURL(candidate) !== undefined);
      const cached = page ? await precache.matchPrecache(page) : undefined;
      if (cached) return cached;
      try {
        return await fetch(request);
      } catch {
        return notFoundPage(precache, url.pathname);
      }
    },
    { denylist: NAVIGATION_DENYLIST },
  );
  registerRoute(navigations);
}
