import type { APIRequestContext, Page } from '@playwright/test';
import { CONTACT_SYNC_TAG } from '../../src/shared/contact-names';
import { expect } from './test';

/** Opens the home page and waits until the site's worker is active and controls the page (the whole site cached). */
export async function visitOnce(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The text of a page's <h1> as the server sends it (tags stripped, whitespace collapsed). */
export async function headingOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Fires the contact queue's Background Sync in the site's worker, as Chromium does (when it
 * chooses) once the connection is back: CDP's `ServiceWorker.dispatchSyncEvent`, so that the test
 * decides when, not the browser's scheduler.
 */
export async function fireContactSync(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => !entry.isDeleted && entry.scopeURL.startsWith(new URL(page.url()).origin));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    tag: CONTACT_SYNC_TAG,
    lastChance: false,
  });
  await cdp.detach();
}
