import { expect, test as base, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { routes, translatedSamples } from '../support/registry';

/**
 * One tab per worker, going from route to route as a visitor's does (its cache makes each next page
 * cheap), who has seen the intro in this session.
 */
const test = base.extend<object, { tab: Page }>({
  tab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, serviceWorkers });
      const tab = await context.newPage();
      await tab.addInitScript(() => sessionStorage.setItem('hasSeenIntro', 'true'));
      // A document of the site's origin, whose storage holds the theme chosen before each load.
      await tab.goto('/robots.txt');
      await use(tab);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// Every route of the content registry (read from the built SSR bundle), and a page of every template
// in Chinese and Amharic, in both themes: two scans per test, so twice the usual time allowed.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** The page as the visitor gets it, once everything it loads by itself has run, scanned by axe. */
async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return axeViolations(page);
}

test('the scan reports every violation it finds, with the elements at fault', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Faults</title></head><body><main><h1>Faults</h1>' +
      '<img id="unnamed" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p id="faint" style="color:#ccc;background:#fff">Faint text</p>' +
      '</main></body></html>',
  );
  expect(await axeViolations(page)).toEqual(['color-contrast: #faint', 'image-alt: #unnamed']);
});

for (const route of [...routes, ...translatedSamples]) {
  test(`${route} has no axe violations in the light theme, then in the dark one`, async ({ tab: page }) => {
    // Loaded as a visitor who chose the theme (and whose system agrees).
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('tana-theme', value), theme);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(route);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      expect(await violations(page), `${theme} theme`).toEqual([]);
    }
  });
}
