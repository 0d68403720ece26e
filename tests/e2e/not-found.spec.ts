import { appStarted } from '../support/app-started';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

const notFoundHeading = 'Oops! Page not found';

test('an unknown path shows the not-found page with status 404 and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(notFoundHeading);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).waitFor();
  await expect.poll(() => errors.join('\n')).toContain('/no-such-page');

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#home')).toBeVisible();
});

test('a client-side link to a missing page shows the not-found page', async ({ page }) => {
  await skipIntro(page);
  await page.goto('/');
  // About the app's router, which listens once the app has arrived.
  await appStarted(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/missing-from-client');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(notFoundHeading);
});

test('the app shows the not-found page for an odd path without crashing', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/services/%E2%9C%93?x=%00');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(notFoundHeading);
  expect(pageErrors).toEqual([]);
});
