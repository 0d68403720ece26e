import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { routes } from '../support/registry';

// Every route of the content registry (read from the built SSR bundle), in both themes.
test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const route of routes) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.addInitScript((chosen) => {
          sessionStorage.setItem('hasSeenIntro', 'true');
          localStorage.setItem('tana-theme', chosen);
        }, theme);
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
