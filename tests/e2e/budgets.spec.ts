import { expect, test } from '@playwright/test';
import { gzipSize, initialAssetUrls } from '../../scripts/bench/initial-assets';
import { registry } from '../support/registry';

const KB = 1024;

test('every page ships at most 80 KB of initial JS and 15 KB of CSS (gzip), and no supabase-js', async ({ request }) => {
  const sizes = new Map<string, number>();
  const gzipOf = async (url: string) => {
    if (!sizes.has(url)) sizes.set(url, gzipSize(await (await request.get(url)).body()));
    return sizes.get(url)!;
  };
  for (const page of [...registry.pages.map((entry) => entry.path), '/no-such-page']) {
    const html = await (await request.get(page)).text();
    const { js, css } = initialAssetUrls(html);
    expect(js.length, `${page} loads the app`).toBeGreaterThan(0);
    let jsBytes = 0;
    for (const url of js) jsBytes += await gzipOf(url);
    let cssBytes = 0;
    for (const url of css) cssBytes += await gzipOf(url);
    expect(jsBytes, `${page} initial JS`).toBeLessThanOrEqual(80 * KB);
    expect(cssBytes, `${page} CSS`).toBeLessThanOrEqual(15 * KB);
    if (page !== '/auth') {
      for (const url of js) {
        const body = await (await request.get(url)).text();
        // A header name only supabase-js's auth client sends.
        expect(body.toLowerCase().includes('x-supabase-api-version'), `${page} preloads supabase-js (${url})`).toBe(false);
      }
    }
  }
});
