import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The app's scripts on a slow link, and the link itself. */
export interface SlowApp {
  /** The scripts requested so far (and from now on) arrive. */
  release(): void;
  /** Settles once the page has asked for the first of the app's scripts. */
  requested: Promise<void>;
  /** Drops or restores the connection: scripts asked for while it is down never come. */
  setOffline(offline: boolean): Promise<void>;
}

/**
 * Holds the app's scripts back: each is requested as usual (while the connection is up it is
 * fetched at once) but delivered only after `release()`, so the visitor acts on the prerendered
 * page first. `context.route` also sees the requests the service worker makes for the page.
 */
export async function holdAppScripts(context: BrowserContext): Promise<SlowApp> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  let offline = false;
  await context.route('**/assets/*.js', async (route) => {
    asked();
    if (offline) return route.abort('internetdisconnected');
    const response = await route.fetch().catch(() => undefined);
    if (!response) return route.abort('internetdisconnected').catch(() => undefined);
    await released;
    // A request the page gave up meanwhile (it navigated, or closed) has no one left to answer.
    await route.fulfill({ response }).catch(() => undefined);
  });
  return {
    release,
    requested,
    async setOffline(value) {
      offline = value;
      await context.setOffline(value);
    },
  };
}

/**
 * Takes the app's scripts out of the service worker's precache, so that, like on a slow phone, the
 * worker has to fetch them (and the test can hold them back) while it still serves the pages.
 */
export async function evictScriptsFromPrecache(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (/\/assets\/[^/]+\.js$/.test(new URL(request.url).pathname)) await cache.delete(request);
      }
    }
  });
}

/** The site's worker controls the page: installed on a first visit, in charge after a reload. */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Whether the app has taken the form over yet (what index.html's early script checks). */
export function isHydrated(form: import('@playwright/test').Locator): Promise<boolean> {
  return form.evaluate((element) => element.hasAttribute('data-hydrated'));
}
