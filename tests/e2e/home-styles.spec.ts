import type { Page } from '@playwright/test';
import { header } from '../support/auth-support';
import { appStarted } from '../support/app-started';
import { adoptWholeStylesheet, computedStyles, styleDifferences } from '../support/computed-styles';
import { search, searchDialog } from '../support/search-support';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

/**
 * The home page inlines only the rules its own elements and scripts can use. What it shows must look
 * exactly as with the whole stylesheet: the page, its menus and dialogs, in both themes; and a page
 * the app goes to from it looks as it does when loaded directly.
 */
test.beforeEach(async ({ page }) => {
  // Each snapshot reads every property of some 1,500 elements, at least twice: seconds on a busy machine.
  test.setTimeout(60_000);
  await skipIntro(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** What the visitor sees, then the same with the whole stylesheet adopted: equal, element by element. */
async function expectAsWithWholeStylesheet(page: Page) {
  const trimmed = await computedStyles(page);
  await adoptWholeStylesheet(page);
  const whole = await computedStyles(page);
  expect(trimmed.length).toBeGreaterThan(500);
  expect(styleDifferences(trimmed, whole)).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('on a wide screen: the home page with the Services mega-menu open', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await appStarted(page);
      const mainNav = page.getByRole('navigation', { name: 'Main' });
      await mainNav.getByText('Services', { exact: true }).hover();
      await expect(mainNav.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
      await expectAsWithWholeStylesheet(page);
    });

    test('on a wide screen: the home page with the search dialog and its results', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await appStarted(page);
      await header(page).getByRole('link', { name: 'Search' }).click();
      await search(page, 'card');
      await expect(searchDialog(page).getByRole('option').first()).toBeVisible();
      await expectAsWithWholeStylesheet(page);
    });

    test('on a phone: the home page with the menu dialog, a section and a group open', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await appStarted(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.getByRole('button', { name: 'Services', exact: true }).click();
      await dialog.getByRole('button', { name: 'Issuing Services' }).click();
      await expect(dialog.getByRole('link', { name: 'Virtual Cards' })).toBeVisible();
      await expectAsWithWholeStylesheet(page);
    });
  });
}

test('a page the app goes to from home looks exactly as when loaded directly', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const target = '/services/acquiring-services/softpos';
  await page.goto(target);
  await appStarted(page);
  const title = (await page.locator('h1').textContent())!;
  const direct = await computedStyles(page, 'main');

  await page.goto('/');
  await appStarted(page);
  // A mark on the window survives only a move inside the app, not a page load.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  // The code that draws the new page's visuals arrives late, as on a slow connection: once the new page is shown.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/visual-components-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await mainNav.getByText('Services', { exact: true }).hover();
  await mainNav.getByRole('link', { name: 'SoftPOS' }).click();
  await expect(page).toHaveURL(target);
  await expect(page.locator('h1')).toHaveText(title);
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
  release();
  // The app draws the mockup and the flow diagram when that code comes (page-visuals.spec): the
  // page is compared once it has every element of the page loaded directly.
  await expect.poll(() => page.locator('main, main *').count()).toBe(direct.length);
  // Away from the link just clicked, so that nothing on the new page is hovered.
  await page.mouse.move(1279, 799);
  expect(styleDifferences(direct, await computedStyles(page, 'main'))).toEqual([]);
});
