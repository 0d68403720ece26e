import { sourceLocale } from '../../src/shared/locales';
import { splitLocale } from '../../src/shared/site-paths';
import { registry } from '../support/registry';
import { expect, test } from '../support/test';

/** A same-origin link's path and query, as the site is asked for it. */
const sameOriginTargets = (hrefs: string[], origin: string) =>
  [...new Set(hrefs.map((href) => new URL(href)).filter((url) => url.origin === origin).map((url) => url.pathname + url.search))].sort();

// Links on a page of every template, the app's own included: every-template.spec.ts; in every page's HTML: tests/build.

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
