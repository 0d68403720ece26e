import { header } from '../support/auth-support';
import { collectConsoleErrors } from '../support/console-errors';
import { mainNav } from '../support/main-nav';
import { skipIntro } from '../support/skip-intro';
import { holdAppScripts } from '../../scripts/local/slow-app';
import { expect, test } from '../support/test';

/**
 * The buttons that need the app (the mobile menu, the theme switch, 'Learn More', the desktop
 * bar's menus) on a slow connection: the visitor presses or reaches them on the prerendered page
 * while the app's scripts are held back. Nothing is lost: it is carried out when the app arrives,
 * once.
 */
test.beforeEach(async ({ page }) => skipIntro(page));

test('the mobile menu pressed before the app arrives opens when it does', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const slow = await holdAppScripts(context);
  await page.goto('/');
  const menuButton = header(page).getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).not.toHaveAttribute('data-hydrated');

  slow.release();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the theme switched before the app arrives is switched once it does, and stays', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const slow = await holdAppScripts(context);
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Switch to dark theme' }).click();

  slow.release();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('two early presses cancel out: the theme stays as it was', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const slow = await holdAppScripts(context);
  await page.goto('/');
  const toggle = header(page).getByRole('button', { name: 'Switch to dark theme' });
  await toggle.click();
  await toggle.click();

  slow.release();
  await expect(toggle).toHaveAttribute('data-hydrated');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test("'Learn More' pressed before the app arrives opens its text when it does", async ({ page, context }) => {
  const slow = await holdAppScripts(context);
  await page.goto('/use-cases/e-wallet');
  // Found by what it controls: its name changes to 'Show less' once it is open.
  const panelId = await page.getByRole('button', { name: /^Learn More/ }).first().getAttribute('aria-controls');
  const learnMore = page.locator(`button[aria-controls="${panelId}"]`);
  await learnMore.click();
  await expect(learnMore).toHaveAttribute('aria-expanded', 'false');

  slow.release();
  await expect(learnMore).toHaveAttribute('aria-expanded', 'true');
  await expect(learnMore).toHaveAccessibleName(/^Show less/);
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
});

test.describe('the desktop bar reached before the app arrives', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('tabbed to: focus stays on Services when the app arrives, and Enter opens its menu', async ({ page, context }) => {
    const slow = await holdAppScripts(context);
    await page.goto('/services/acquiring-services/softpos');
    await page.getByRole('link', { name: 'Tana Fintech' }).first().focus();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Services' })).toBeFocused();

    slow.release();
    const trigger = mainNav(page).getByRole('button', { name: 'Services' });
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  test('pointed at: the menu under the pointer opens when the app arrives', async ({ page, context }) => {
    const slow = await holdAppScripts(context);
    await page.goto('/services/acquiring-services/softpos');
    await mainNav(page).getByRole('link', { name: 'Use Cases' }).hover();

    slow.release();
    await expect(mainNav(page).getByRole('button', { name: 'Use Cases' })).toHaveAttribute('aria-expanded', 'true');
  });
});
