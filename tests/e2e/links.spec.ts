import { expect, test } from '@playwright/test';
import { registry } from '../support/registry';

test.describe.configure({ timeout: 240_000 });

/**
 * Crawls the site from `/` in a browser (so links added after hydration count too), following
 * every same-origin link in menus, cards, footer and buttons, and checks none ends on the 404 page.
 * The pages only a flow leads to (the contact form's confirmations, `noindex`) are starting points too.
 */
test('no link anywhere on the site lands on the not-found page', async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const toVisit = ['/', ...registry.pages.filter((entry) => entry.noindex).map((entry) => entry.path)];
  const visited = new Set<string>();
  const checked = new Map<string, number>();
  const anchorsByPage = new Map<string, Set<string>>();
  const broken: string[] = [];

  while (toVisit.length > 0) {
    const path = toVisit.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    anchorsByPage.set(new URL(page.url()).pathname, new Set(ids));
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));

    for (const href of new Set(hrefs)) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const key = url.pathname + url.search;
      if (!checked.has(key)) {
        const response = await request.get(key);
        checked.set(key, response.status());
        if (response.status() === 200 && new URL(response.url()).pathname.endsWith('.html') === false) {
          const finalPath = new URL(response.url()).pathname;
          const contentType = response.headers()['content-type'] ?? '';
          if (contentType.startsWith('text/html') && !visited.has(finalPath)) toVisit.push(finalPath);
        }
      }
      if (checked.get(key) !== 200) broken.push(`${path} → ${key} (${checked.get(key)})`);
    }
  }

  expect(broken).toEqual([]);
  expect(visited.size).toBeGreaterThanOrEqual(registry.pages.length - 1);
  const home = anchorsByPage.get('/')!;
  for (const anchor of ['home', 'services', 'use-cases', 'solutions', 'technology', 'about', 'contact']) {
    expect(home.has(anchor), `#${anchor} on the home page`).toBe(true);
  }
});
