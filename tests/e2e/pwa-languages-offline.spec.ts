import type { Page } from '@playwright/test';
import { words as amPwa } from '../../src/pwa/words.am';
import { localeInfo } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';
import { headingOf, visitOnce } from '../support/pwa-helpers';
import { templateSamples } from '../support/registry';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });
test.beforeEach(async ({ page }) => skipIntro(page));

/** The URLs the worker's precache holds (Workbox's cache), relative to the site. */
async function precached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes('precache'));
    const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
    return requests.map((request) => new URL(request.url).pathname);
  });
}

test("after one visit in Chinese, a Chinese page of every template opens offline, and nothing of the other languages was stored", async ({
  page,
  context,
  request,
}) => {
  const chinese = templateSamples.filter((path) => path !== '/no-such-page').map((path) => pathIn('zh', path));
  const headings = new Map<string, string>();
  for (const url of chinese) headings.set(url, await headingOf(request, url));
  await visitOnce(page, pathIn('zh', '/'));

  const stored = await precached(page);
  expect(stored).toEqual(expect.arrayContaining(['/zh.html', '/zh/use-cases/bnpl.html']));
  expect(stored.some((path) => path.startsWith('/zh/assets/'))).toBe(true);
  // No English or Amharic page or script: those are fetched only when the visitor goes there.
  expect(stored.filter((path) => /^\/(assets\/|am\/|am\.html$|index\.html$|use-cases\/)/.test(path))).toEqual([]);

  await context.setOffline(true);
  for (const url of chinese.filter((path) => !path.endsWith('/account'))) {
    const response = await page.goto(url);
    expect(response?.fromServiceWorker(), `${url} comes from the worker`).toBe(true);
    await expect(page.locator('h1'), url).toHaveText(headings.get(url)!);
  }
  const missing = await page.goto('/zh/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', localeInfo.zh.tag);
});

test('switching to Amharic stores Amharic for offline use, at once and without a reload or an update prompt', async ({ page, context }) => {
  await visitOnce(page, '/use-cases/e-wallet');
  // Every document this tab loads from now on counts itself.
  await page.addInitScript(() => sessionStorage.setItem('documents', String(Number(sessionStorage.getItem('documents') ?? 0) + 1)));
  const documents = () => page.evaluate(() => Number(sessionStorage.getItem('documents')));

  await page.getByRole('contentinfo').getByRole('link', { name: 'አማርኛ' }).click();
  await expect(page).toHaveURL('/am/use-cases/e-wallet');
  await expect.poll(async () => (await precached(page)).includes('/am/use-cases/bnpl.html'), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 30_000 })
    .toContain('lang=am');
  expect(await documents(), 'the Amharic page was loaded once: no reload after the switch').toBe(1);
  await expect(page.getByText(amPwa.update.title)).toHaveCount(0);

  await context.setOffline(true);
  await page.goto('/am/services/acquiring-services/softpos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.locator('h1')).toHaveText('SoftPOS');
});
