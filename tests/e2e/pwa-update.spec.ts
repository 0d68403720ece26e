import type { Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { skipIntro } from '../support/skip-intro';
import { visitOnce } from '../support/pwa-helpers';
import { builtSite, nextVersionOf, removeDir, SiteHost } from '../support/pwa-versions';
import { expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

const host = new SiteHost();
let work = '';
let next = '';

test.beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'pwa-versions-'));
  next = join(work, 'next');
  await nextVersionOf(builtSite, next);
});

test.afterAll(async () => {
  await host.stop();
  await removeDir(work);
});

test.beforeEach(async ({ page }) => {
  host.port = 0;
  await host.serve(builtSite);
  await skipIntro(page);
});

test.afterEach(async () => {
  await host.stop();
});

const workerScripts = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { active: Boolean(registration?.active), installing: Boolean(registration?.installing), waiting: Boolean(registration?.waiting) };
  });

const siteVersion = (page: Page) => page.locator('meta[name="site-version"]');

test("the first visit says 'Ready to work offline'; a new deploy shows the update toast and Reload brings it, reloading once", async ({ page }) => {
  await page.goto(`${host.url}/`);
  // Said once the whole precache (some 280 files) is installed.
  await expect(page.getByRole('status').filter({ hasText: 'Ready to work offline' })).toBeVisible({ timeout: 20_000 });
  await visitOnce(page, `${host.url}/`);
  await page.reload();
  // Once only: later visits say nothing.
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Ready to work offline')).toHaveCount(0);

  await host.serve(next);
  await page.reload();
  const toast = page.getByText('A new version is available');
  await expect(toast).toBeVisible();
  // Until the visitor chooses, the page keeps running the version it started with.
  await expect(siteVersion(page)).toHaveCount(0);
  expect(await workerScripts(page)).toEqual({ active: true, installing: false, waiting: true });

  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.getByRole('button', { name: 'Reload' }).click();
  // Pressing the toast loads nothing through the old worker, which is let go at once (or, if the
  // browser keeps it busy, after the page's own 10 s fallback: src/pwa/service-worker-bridge.ts).
  await expect(siteVersion(page)).toHaveAttribute('content', 'next', { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(navigations).toBe(1);
  expect(await workerScripts(page)).toEqual({ active: true, installing: false, waiting: false });
  await expect(toast).toHaveCount(0);

  // The old precache's copy of the page is gone: offline, the new version is what opens.
  await page.context().setOffline(true);
  await page.goto(`${host.url}/`);
  await expect(siteVersion(page)).toHaveAttribute('content', 'next');
});

test('a new version whose precache fails (its changed page 404s) is dropped whole: the old worker stays in charge', async ({ page }) => {
  const broken = join(work, 'broken');
  await removeDir(broken);
  await nextVersionOf(builtSite, broken);
  // The one file the new version changed is missing (unchanged files are not fetched again).
  await rm(join(broken, 'index.html'));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await visitOnce(page, `${host.url}/`);
  const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  await host.serve(broken);
  await page.reload();
  await expect.poll(() => warnings.join('\n')).toContain('offline copy of the site could not be saved');
  expect(await workerScripts(page)).toEqual({ active: true, installing: false, waiting: false });
  await expect(page.getByText('A new version is available')).toHaveCount(0);

  await page.context().setOffline(true);
  await page.goto(`${host.url}/`);
  await expect(siteVersion(page)).toHaveCount(0);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
});
