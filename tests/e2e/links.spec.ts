import { expect, test, type APIRequestContext } from '@playwright/test';
import { sourceLocale } from '../../src/shared/locales';
import { splitLocale } from '../../src/shared/site-paths';
import { registry, routes } from '../support/registry';

/** A same-origin link's path and query, as the site is asked for it. */
const sameOriginTargets = (hrefs: string[], origin: string) =>
  [...new Set(hrefs.map((href) => new URL(href)).filter((url) => url.origin === origin).map((url) => url.pathname + url.search))].sort();

/**
 * Each target's status, asked for once in this worker: the built site does not change while the tests
 * run, and every page links to the same menus and footer (some 50 targets a page, nearly all shared).
 */
const statuses = new Map<string, Promise<number>>();

/** The targets that do not answer 200 (the not-found page answers 404). */
async function brokenTargets(request: APIRequestContext, targets: string[]): Promise<string[]> {
  const broken: string[] = [];
  for (const target of targets) {
    if (!statuses.has(target)) statuses.set(target, request.get(target).then((response) => response.status()));
    const status = await statuses.get(target)!;
    if (status !== 200) broken.push(`${target} (${status})`);
  }
  return broken;
}

/**
 * Every same-origin link on every page, in menus, cards, footer and buttons, answers 200: none
 * lands on the not-found page. In a browser, so links the app adds after hydration count too. One
 * test per page (the pages only a flow leads to, the contact form's confirmations, among them), so
 * a busy machine makes each page's check slower, never a crawl of the whole site overrun one limit.
 */
for (const path of routes) {
  test(`no link on ${path} lands on the not-found page`, async ({ page, request, baseURL }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const targets = sameOriginTargets(hrefs, new URL(baseURL!).origin);
    expect(targets.length).toBeGreaterThan(0);
    expect(await brokenTargets(request, targets)).toEqual([]);
  });
}

test('from the home page, links in the HTML reach every page search engines index, and its menu’s anchors are on it', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const reached = new Set<string>();
  const toVisit = ['/'];
  let home = '';
  while (toVisit.length > 0) {
    const path = toVisit.shift()!;
    if (reached.has(path)) continue;
    reached.add(path);
    const response = await request.get(path);
    if (response.status() !== 200 || !(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    const html = await response.text();
    if (path === '/') home = html;
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => new URL(href!.replace(/&amp;/g, '&'), `${origin}${path}`).href);
    for (const target of sameOriginTargets(hrefs, origin)) {
      const targetPath = target.split('?')[0]!;
      // This language's pages (the others are the same pages, checked by the languages' specs).
      if (splitLocale(targetPath).locale === sourceLocale && !reached.has(targetPath)) toVisit.push(targetPath);
    }
  }
  const indexed = registry.pages.filter((entry) => !entry.noindex).map((entry) => entry.path);
  expect(indexed.filter((path) => !reached.has(path))).toEqual([]);
  for (const anchor of ['home', 'services', 'use-cases', 'solutions', 'technology', 'about', 'contact']) {
    expect(home, `#${anchor} on the home page`).toContain(`id="${anchor}"`);
  }
});
