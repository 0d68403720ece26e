import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { routes } from '../support/registry';

// Every route of the content registry (read from the built SSR bundle), in both themes: two scans
// per test, so twice the usual time allowed.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const route of routes) {
  test(`${route} has no axe violations in the light theme, then in the dark one`, async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('hasSeenIntro', 'true');
      if (!localStorage.getItem('tana-theme')) localStorage.setItem('tana-theme', 'light');
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(route);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await violations(page), 'light theme').toEqual([]);

    // The same tab again, as a visitor who chose the dark theme (its cache makes the second load cheap).
    await page.evaluate(() => localStorage.setItem('tana-theme', 'dark'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await violations(page), 'dark theme').toEqual([]);
  });
}
