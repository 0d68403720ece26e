import { expect, test } from '@playwright/test';
import { gzipSize, initialAssetUrls } from '../../scripts/bench/initial-assets';
import { registry } from '../support/registry';

const KB = 1024;
const JS_BUDGET = 80 * KB;
const CSS_BUDGET = 15 * KB;

test.describe.configure({ timeout: 300_000 });

/**
 * Initial JavaScript is everything a page downloads before the visitor does anything: the entry,
 * its preloads and whatever the app imports while starting (splash, outbox, service worker
 * registration). Each page is opened in a fresh browser context and every script response counted.
 */
test('every page downloads at most 80 KB of JS and 15 KB of CSS (gzip) before any interaction, and no supabase-js outside /auth', async ({
  browser,
  baseURL,
}) => {
  const overBudget: string[] = [];
  for (const path of [...registry.pages.map((page) => page.path), '/no-such-page']) {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const scripts: { url: string; body: Promise<Buffer> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.body() });
    });
    const response = await page.goto(path);
    await page.waitForLoadState('networkidle');
    const html = (await response?.text()) ?? '';
    const { css, inlineCss } = initialAssetUrls(html);
    let cssBytes = gzipSize(inlineCss.join(''));
    for (const url of css) cssBytes += gzipSize(await (await page.request.get(url)).body());

    let jsBytes = 0;
    for (const script of scripts) {
      const body = await script.body.catch(() => Buffer.alloc(0));
      jsBytes += gzipSize(body);
      // A header name only supabase-js's auth client sends.
      if (path !== '/auth' && body.toString().toLowerCase().includes('x-supabase-api-version')) {
        overBudget.push(`${path}: loads supabase-js (${script.url})`);
      }
    }
    expect(scripts.length, `${path} loads the app`).toBeGreaterThan(0);
    if (jsBytes > JS_BUDGET) overBudget.push(`${path}: ${(jsBytes / KB).toFixed(1)} KB of JS`);
    if (cssBytes > CSS_BUDGET) overBudget.push(`${path}: ${(cssBytes / KB).toFixed(1)} KB of CSS`);
    await context.close();
  }
  expect(overBudget).toEqual([]);
});
