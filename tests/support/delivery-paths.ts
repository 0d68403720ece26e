import type { BrowserContext, LaunchOptions, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteUrl } from './contact-helpers';

/**
 * The contact queue's two delivery paths: the site's service worker in control of the page, and no
 * worker at all (a first visit, a browser without workers; Playwright blocks them here).
 */
export const deliveryPaths = [
  { name: 'with the service worker in control', worker: true },
  { name: 'with no service worker (a first visit)', worker: false },
] as const;

/**
 * One browser profile on disk, opened, closed and opened again, as a visitor quits the browser and
 * comes back later. `visit` runs with the profile open and closes it afterwards. `launchOptions`:
 * the worker's (its browser, and the way to its backend).
 */
export async function browserProfile(playwright: PlaywrightWorkerArgs['playwright'], launchOptions: LaunchOptions, worker: boolean) {
  const dir = await mkdtemp(join(tmpdir(), 'contact-profile-'));
  const visit = async (steps: (context: BrowserContext, page: Page) => Promise<void>) => {
    const context = await playwright.chromium.launchPersistentContext(dir, {
      ...launchOptions,
      baseURL: siteUrl,
      serviceWorkers: worker ? 'allow' : 'block',
    });
    try {
      await steps(context, context.pages()[0] ?? (await context.newPage()));
    } finally {
      await context.close();
    }
  };
  return { visit, remove: () => rm(dir, { recursive: true, force: true }) };
}
