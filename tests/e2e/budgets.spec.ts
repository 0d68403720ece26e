import { expect, test, type Response } from '@playwright/test';
import { gzipSize, initialAssetUrls } from '../../scripts/bench/initial-assets';
import { registry, translatedSamples } from '../support/registry';
import { skipIntro } from '../support/skip-intro';

const KB = 1024;
const JS_BUDGET = 80 * KB;
const CSS_BUDGET = 15 * KB;

test.describe.configure({ mode: 'parallel' });

/**
 * Initial JavaScript is everything a page downloads before the visitor does anything: the entry,
 * its preloads and whatever the app imports while starting (splash, outbox, service worker
 * registration). Each page is opened in a fresh browser context and every script response counted;
 * one test per page, so that the pages share the workers. Every English page, and a page of every
 * template in Chinese and Amharic (tests/build/page-weight.test.ts weighs every page of every language).
 * The page still fetches the code that registers the service worker; the worker itself is blocked, as
 * in every test's own context (playwright.config.ts): its install fetches the whole site for offline
 * use (some 220 requests a page, none of them the page's own) and would only slow the tests beside.
 */
for (const path of [...registry.pages.map((page) => page.path), '/no-such-page', ...translatedSamples]) {
  test(`${path} downloads at most 80 KB of JS and 15 KB of CSS (gzip) before any interaction${path === '/auth' ? '' : ', and no supabase-js'}`, async ({
    page,
  }) => {
    // The intro changes when the home page's app loads (after it), not what it loads.
    await skipIntro(page);
    const scripts: { url: string; body: Promise<Buffer> }[] = [];
    const stylesheets: Promise<Buffer>[] = [];
    // A body still unread when the context closes (a chunk fetched after the page fell idle) is empty.
    const bodyOf = (response: Response) => response.body().catch(() => Buffer.alloc(0));
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script') scripts.push({ url: response.url(), body: bodyOf(response) });
      if (type === 'stylesheet') stylesheets.push(bodyOf(response));
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    // The app is requested after the first frame: on a busy machine the network can fall idle before.
    const entry = /data-entry="([^"]+)"/.exec(html)?.[1] ?? '';
    await expect.poll(() => scripts.some((script) => new URL(script.url).pathname === entry), `${path} loads the app`).toBe(true);
    await page.waitForLoadState('networkidle');
    let cssBytes = gzipSize(initialAssetUrls(html).inlineCss.join(''));
    for (const body of stylesheets) cssBytes += gzipSize(await body);

    let jsBytes = 0;
    const supabase: string[] = [];
    for (const script of scripts) {
      const body = await script.body;
      jsBytes += gzipSize(body);
      // A header name only supabase-js's auth client sends.
      if (body.toString().toLowerCase().includes('x-supabase-api-version')) supabase.push(script.url);
    }
    expect(jsBytes / KB, 'KB of JS (gzip)').toBeLessThanOrEqual(JS_BUDGET / KB);
    expect(cssBytes / KB, 'KB of CSS (gzip)').toBeLessThanOrEqual(CSS_BUDGET / KB);
    if (path !== '/auth') expect(supabase, 'supabase-js').toEqual([]);
  });
}

test('the parts of a page loaded later fetch no stylesheet: every page carries its CSS inline', async ({ page }) => {
  await skipIntro(page);
  const stylesheets: string[] = [];
  let lowerSections = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    // The home page's lower sections are a chunk of their own, loaded as the visitor scrolls to them.
    if (/\/assets\/HomeSections-[\w-]+\.js$/.test(request.url())) lowerSections = true;
  });
  await page.goto('/');
  await expect(async () => {
    await page.mouse.wheel(0, 500);
    expect(lowerSections).toBe(true);
  }).toPass();
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
});
