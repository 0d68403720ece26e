import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

test('the mobile Documentation button opens a modal with the documentation page; Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipIntro(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Documentation' }).click();

  const modal = page.getByRole('dialog', { name: 'API documentation' });
  await expect(modal).toBeVisible();
  const frame = modal.locator('iframe[title="Tana Fintech API documentation"]');
  await expect(frame).toHaveAttribute('src', '/view-documentation.html');
  // No script may run in it; it keeps its origin (served offline) and may only lead the page on when clicked.
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin allow-top-navigation-by-user-activation');
  await expect(
    page.frameLocator('iframe[title="Tana Fintech API documentation"]').getByRole('heading', { name: 'Authentication' }),
  ).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("the hero's View Documentation button opens the page in a new tab", async ({ page, context }) => {
  await skipIntro(page);
  await page.goto('/');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /View Documentation/ }).click(),
  ]);
  // The host serves it at its clean URL (Cloudflare Pages redirects `.html` there).
  await expect(popup).toHaveURL(/\/view-documentation(\.html)?$/);
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Tana Fintech platform API');
});

test('the documentation page is self-contained and covers every API area', async ({ page }) => {
  await page.goto('/view-documentation.html');
  for (const area of ['Authentication', 'Accounts', 'Payments', 'Cards', 'Webhooks', 'Errors', 'SDKs']) {
    await expect(page.getByRole('heading', { level: 2, name: area })).toBeVisible();
  }
  const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  // No stylesheet, script, font or image to fetch: it reads the same offline and in the modal.
  expect(resources).toEqual([]);
});

test("the documentation's contact link takes the whole page to the contact section", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipIntro(page);
  await page.goto('/use-cases/e-wallet');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Documentation' }).click();
  const frame = page.frameLocator('iframe[title="Tana Fintech API documentation"]');
  await frame.getByRole('link', { name: 'Contact our integration team' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('dialog', { name: 'API documentation' })).toHaveCount(0);
});
