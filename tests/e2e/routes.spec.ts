import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { registry } from '../support/registry';

// Each page of the registry answering 200 with its own title and one visible h1, without console
// errors, is checked in security-csp.spec.ts, on the same visits that look for policy violations.

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
