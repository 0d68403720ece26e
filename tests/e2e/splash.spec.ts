import { expect, test } from '@playwright/test';

const splash = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Tana Fintech' });

test('the intro shows on the first home visit of a session, counts to 100 and then shows the page at the top', async ({
  page,
}) => {
  await page.goto('/');
  await expect(splash(page)).toBeVisible();
  await expect(splash(page)).toContainText('Powering the future of financial technology');
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-valuenow', /\d+/);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-valuenow', '100');
  expect(await page.evaluate(() => sessionStorage.getItem('hasSeenIntro'))).toBeNull();
  await expect(splash(page)).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('hasSeenIntro'))).toBe('true');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Once per session: not again on reload, nor after visiting another page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(splash(page)).toBeHidden();
});

test('the content is painted underneath from the start (the intro only overlays it)', async ({ page }) => {
  await page.goto('/');
  await expect(splash(page)).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  expect(await heading.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
  expect(await splash(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
});

for (const [how, skip] of [
  ['the Skip button', (page: import('@playwright/test').Page) => splash(page).getByRole('button', { name: 'Skip intro' }).click()],
  ['Escape', (page: import('@playwright/test').Page) => page.keyboard.press('Escape')],
  ['a click', (page: import('@playwright/test').Page) => page.mouse.click(20, 20)],
] as const) {
  test(`${how} skips the intro`, async ({ page }) => {
    await page.goto('/');
    await expect(splash(page)).toBeVisible();
    await expect(splash(page).getByRole('button', { name: 'Skip intro' })).toBeFocused();
    await skip(page);
    await expect(splash(page)).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('hasSeenIntro'))).toBe('true');
    await expect(page.locator('#intro [role="progressbar"]')).not.toHaveAttribute('aria-valuenow', '100');
  });
}

test('with reduced motion the intro never shows and is marked seen at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(splash(page)).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('hasSeenIntro'))).toBe('true');
});

test('visitors without JavaScript see the page, never the overlay', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#intro')).toBeHidden();
  await context.close();
});

test('other pages never show the intro', async ({ page }) => {
  await page.goto('/use-cases/bnpl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#intro')).toBeHidden();
});
