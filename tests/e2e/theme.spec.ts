import type { Page } from '@playwright/test';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

/** The class on <html> and the theme colour with every app script blocked: what the head script alone did. */
async function firstPaintTheme(page: Page, path: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  const theme = await page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    color: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  }));
  await page.unroute('**/assets/*.js');
  return theme;
}

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('default is system: the OS dark scheme gives the dark theme before any app script runs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await firstPaintTheme(page, '/use-cases/bnpl')).toEqual({ dark: true, color: '#020617' });
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await firstPaintTheme(page, '/use-cases/bnpl')).toEqual({ dark: false, color: '#f8fafc' });
});

test('the toggle switches light ↔ dark and the choice survives reloads with no wrong-theme first paint', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/use-cases/neobank');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#020617');
  expect(await page.evaluate(() => localStorage.getItem('tana-theme'))).toBe('dark');

  expect(await firstPaintTheme(page, '/use-cases/neobank')).toEqual({ dark: true, color: '#020617' });
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('tana-theme'))).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await firstPaintTheme(page, '/')).toEqual({ dark: false, color: '#f8fafc' });
});

test('system follows the operating system as it changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/use-cases/bnpl');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  // Wait for the app before changing the OS scheme, so the change is seen by the app, not the head script.
  await page.waitForLoadState('networkidle');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/\bdark\b/);
});
