import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
  await page.goto('/use-cases/e-wallet');
  // The app loads just after first paint (before that the bar is plain links); interact once it is there.
  await page.waitForLoadState('networkidle');
});

test('the hamburger opens a menu dialog with collapsible Services and Use Cases, one service group at a time', async ({
  page,
}) => {
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();

  const services = dialog.getByRole('button', { name: 'Services', exact: true });
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');

  const issuing = dialog.getByRole('button', { name: 'Issuing Services' });
  const acquiring = dialog.getByRole('button', { name: 'Acquiring Services' });
  await issuing.click();
  await expect(issuing).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('link', { name: 'Virtual Cards' })).toBeVisible();
  await acquiring.click();
  await expect(acquiring).toHaveAttribute('aria-expanded', 'true');
  await expect(issuing).toHaveAttribute('aria-expanded', 'false');

  const useCases = dialog.getByRole('button', { name: 'Use Cases', exact: true });
  await useCases.click();
  await expect(useCases).toHaveAttribute('aria-expanded', 'true');

  await expect(dialog.getByRole('group', { name: 'Theme' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Documentation' })).toBeVisible();

  await dialog.getByRole('link', { name: 'SoftPOS' }).click();
  await expect(page).toHaveURL(/\/services\/acquiring-services\/softpos$/);
  await expect(dialog).toBeHidden();
});

test('focus is trapped in the menu; Escape closes it and focus returns to the button', async ({ page }) => {
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  for (let index = 0; index < 25; index += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('the Theme row switches the theme', async ({ page }) => {
  await page.getByRole('button', { name: 'Menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await dialog.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(dialog.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});
