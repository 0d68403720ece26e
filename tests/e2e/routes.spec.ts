import { collectConsoleErrors } from '../support/console-errors';
import { registry } from '../support/registry';
import { expect, test } from '../support/test';

// Every page's title, h1 and status are checked statically (tests/build), and in a browser for a
// page of every template (security-csp.spec.ts).

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
