import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../local/browser-path';
import { gzipSize } from './initial-assets';
import { median } from './median';

/**
 * Site search in figures (not a test): the size of the Pagefind index the build wrote, the time
 * from the shortcut to the first results on a page that has never searched (its code, WebAssembly
 * and index loaded then), and the time of each further query. Runs with the CPU as is and slowed
 * 4× (CDP), `RUNS` fresh visits each.
 *   SITE_URL=http://127.0.0.1:4173 npx tsx scripts/bench/search.ts [dist]
 */
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:4173';
const dist = resolve(process.argv[2] ?? 'dist');
const RUNS = 5;
const QUERIES = ['3d secure', 'kyc', 'loyalty', 'sofpos', 'card', 'agent network', 'qwxzv'];

const files = readdirSync(join(dist, 'pagefind'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
const bytes = (filter: (name: string) => boolean) =>
  files.filter((entry) => filter(entry.name)).map((entry) => readFileSync(join(entry.parentPath, entry.name)));
const kb = (list: Buffer[], size = (body: Buffer) => body.length) => (list.reduce((sum, body) => sum + size(body), 0) / 1024).toFixed(1);
const all = bytes(() => true);
console.log(`Index: ${files.length} files, ${kb(all)} KB as stored (${kb(all, gzipSize)} KB gzip; its index and fragment files are gzip already)`);
console.log(`  pagefind.js ${kb(bytes((name) => name === 'pagefind.js'), gzipSize)} KB gzip, WebAssembly ${kb(bytes((name) => name.endsWith('.pagefind')))} KB,`);
console.log(`  index chunks ${kb(bytes((name) => name.endsWith('.pf_index')))} KB, page fragments ${kb(bytes((name) => name.endsWith('.pf_fragment')))} KB\n`);

async function shown(page: Page, query: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Search the site' }).fill(query);
  await page.getByRole('status').filter({ hasText: new RegExp(`(for|match) “${query}”`) }).waitFor();
}

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
for (const rate of [1, 4]) {
  const firstOpen: number[] = [];
  const perQuery: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => sessionStorage.setItem('hasSeenIntro', 'true'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${siteUrl}/use-cases/bnpl`);
    await page.locator('[data-search-shortcut][data-hydrated]').waitFor();
    let started = performance.now();
    await page.keyboard.press('/');
    await shown(page, 'softpos');
    firstOpen.push(performance.now() - started);
    for (const query of QUERIES) {
      started = performance.now();
      await shown(page, query);
      perQuery.push(performance.now() - started);
    }
    await context.close();
  }
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms (worst ${Math.max(...values).toFixed(0)})`;
  console.log(`CPU ${rate}×: first open to first results ${ms(firstOpen)}; each further query ${ms(perQuery)}`);
}
await browser.close();
