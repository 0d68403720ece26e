import { PrecacheController, type InstallResult } from 'workbox-precaching';
import { installReportPlugin } from './install-report.ts';
import { runPooled } from './pooled.ts';

/** The install event (named through Workbox, so that the app's type check, which lacks the worker's types, reads this file too). */
type InstallEvent = Parameters<PrecacheController['install']>[0];

/**
 * Files fetched at once while the worker installs. Workbox fetches them one at a time (its issue
 * 2528: with no bound at all, Chrome ran out of sockets on large sites), so a language's ~280 files
 * cost ~280 round trips: with 150 ms each, as on a phone's link, the install took 48 s, against
 * 16 s four at a time. Four stays within a browser's six connections per host and leaves room for
 * the page's own requests.
 */
export const PRECACHE_CONCURRENCY = 4;

/** Workbox's precache controller, whose install stores the files a few at a time instead of one by one. */
export class ConcurrentPrecacheController extends PrecacheController {
  override install(event: InstallEvent): Promise<InstallResult> {
    const done = this.storeAll(event);
    event.waitUntil(done);
    return done;
  }

  private async storeAll(event: InstallEvent): Promise<InstallResult> {
    const { plugin, report } = installReportPlugin();
    this.strategy.plugins.push(plugin);
    const jobs = [...this.getURLsToCacheKeys()].map(([url, cacheKey]) => async () => {
      // As Workbox: a file with a revision in its key (a page) bypasses the HTTP cache; a hashed one need not.
      const request = new Request(url, {
        integrity: this.getIntegrityForCacheKey(cacheKey),
        cache: cacheKey === url ? 'default' : 'reload',
        credentials: 'same-origin',
      });
      await Promise.all(this.strategy.handleAll({ params: { cacheKey }, request, event }));
    });
    await runPooled(jobs, PRECACHE_CONCURRENCY);
    return { updatedURLs: report.updatedURLs, notUpdatedURLs: report.notUpdatedURLs };
  }
}
