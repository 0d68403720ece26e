import { expect, test } from '@playwright/test';
import { signInWithStoredSession } from '../support/auth-support';
import { collectConsoleErrors } from '../support/console-errors';
import { registry } from '../support/registry';

test.describe('every page of the registry', () => {
  for (const page of registry.pages) {
    // A page for signed-in visitors is checked as such a visitor sees it (the others go to /auth).
    test(`${page.path} answers 200 with its own title and h1, without console errors`, async ({ page: tab, request }) => {
      if (page.access === 'signed-in') await signInWithStoredSession(tab, request, 'routes');
      const errors = collectConsoleErrors(tab);
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab).toHaveTitle(registry.documentTitle(page));
      await expect(tab.locator('h1')).toHaveCount(1);
      await expect(tab.locator('h1')).toBeVisible();
      await tab.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

test('pages have distinct titles and h1s', async ({ request }) => {
  const seen = new Map<string, string>();
  for (const page of registry.pages) {
    const html = await (await request.get(page.path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(seen.get(title), `${page.path} shares its title`).toBeUndefined();
    seen.set(title, page.path);
  }
});

test('client-side navigation renders the next page and updates the title', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/use-cases/case-studies');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  const home = registry.pages.find((entry) => entry.path === '/');
  await expect(page).toHaveTitle(registry.documentTitle(home!));
  expect(errors).toEqual([]);
});
