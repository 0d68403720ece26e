import { expect, test } from '@playwright/test';
import { gzipSize, initialAssetUrls } from '../../scripts/bench/initial-assets';
import { registry } from '../support/registry';

const KB = 1024;
const JS_BUDGET = 80 * KB;
const CSS_BUDGET = 15 * KB;

test('every page ships at most 80 KB of initial JS and 15 KB of CSS (gzip), and no supabase-js outside /auth', async ({ request }) => {
  const bodies = new Map<string, Buffer>();
  const body = async (url: string) => {
    if (!bodies.has(url)) bodies.set(url, await (await request.get(url)).body());
    return bodies.get(url)!;
  };
  const overBudget: string[] = [];
  for (const page of [...registry.pages.map((entry) => entry.path), '/no-such-page']) {
    const { js, css, inlineCss } = initialAssetUrls(await (await request.get(page)).text());
    expect(js.length, `${page} loads the app`).toBeGreaterThan(0);
    let jsBytes = 0;
    for (const url of js) jsBytes += gzipSize(await body(url));
    let cssBytes = gzipSize(inlineCss.join(''));
    for (const url of css) cssBytes += gzipSize(await body(url));
    if (jsBytes > JS_BUDGET) overBudget.push(`${page}: ${(jsBytes / KB).toFixed(1)} KB of JS`);
    if (cssBytes > CSS_BUDGET) overBudget.push(`${page}: ${(cssBytes / KB).toFixed(1)} KB of CSS`);
    if (page === '/auth') continue;
    for (const url of js) {
      // A header name only supabase-js's auth client sends.
      const hasSupabase = (await body(url)).toString().toLowerCase().includes('x-supabase-api-version');
      if (hasSupabase) overBudget.push(`${page}: preloads supabase-js (${url})`);
    }
  }
  expect(overBudget).toEqual([]);
});
