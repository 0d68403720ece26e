import type { Page } from '@playwright/test';
import { appStarted } from '../support/app-started';
import { header } from '../support/auth-support';
import { axeViolations } from '../support/axe';
import { collectConsoleErrors } from '../support/console-errors';
import { search, searchBox, searchCases, searchDialog } from '../support/search-support';
import { skipIntro } from '../support/skip-intro';
import { holdAppScripts } from '../../scripts/local/slow-app';
import { expect, test } from '../support/test';

test.beforeEach(async ({ page }) => skipIntro(page));

const firstResult = (page: Page) => page.getByRole('option').first();

for (const { query, title, path, ...rest } of searchCases) {
  const searched = 'searched' in rest ? rest.searched : query;
  test(`'${query}' finds ${title} first, and Enter opens it`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/use-cases/bnpl');
    await page.keyboard.press('/');
    await search(page, query, searched);
    await expect(firstResult(page)).toContainText(title);
    await expect(firstResult(page)).toHaveAttribute('aria-selected', 'true');
    await expect(firstResult(page).locator('mark').first()).toBeVisible();

    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(path);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(searchDialog(page)).toBeHidden();
    expect(errors).toEqual([]);
  });
}

test('the arrow keys move through the results and Enter opens the one chosen', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Search' }).click();
  await search(page, 'card');
  const second = page.getByRole('option').nth(1);
  const title = (await second.locator('span span').first().textContent())!;

  await searchBox(page).press('ArrowDown');
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(firstResult(page)).toHaveAttribute('aria-selected', 'false');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await searchBox(page).press('ArrowUp');
  await expect(firstResult(page)).toHaveAttribute('aria-selected', 'true');
  await searchBox(page).press('ArrowDown');
  await searchBox(page).press('Enter');
  await expect(page.locator('h1')).toHaveText(title);
});

test('Ctrl+K opens search from inside a form field; there a / is only a character', async ({ page }) => {
  await page.goto('/auth');
  const email = page.getByLabel('Email').first();
  await email.fill('a/b');
  await expect(email).toHaveValue('a/b');
  await expect(searchDialog(page)).toBeHidden();

  await email.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();
  await page.keyboard.press('Meta+k');
  await expect(searchBox(page)).toBeFocused();
});

test('Escape closes the dialog and focus returns to the search button', async ({ page }) => {
  await page.goto('/');
  const button = header(page).getByRole('link', { name: 'Search' });
  await button.click();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('the mobile menu opens search too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Search' }).click();
  await expect(searchBox(page)).toBeFocused();
  await search(page, 'softpos');
  await expect(firstResult(page)).toContainText('SoftPOS');
});

test('a search that finds nothing offers popular pages and a message to the team about it', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('/');
  await searchBox(page).fill('qwxzv');
  await expect(searchDialog(page).getByRole('status')).toHaveText('No pages match “qwxzv”.');
  await expect(page.getByRole('option')).toHaveCount(0);
  const popular = searchDialog(page).getByRole('region', { name: 'Popular pages' }).getByRole('link');
  await expect(popular).toHaveCount(6);
  await expect(popular.first()).toHaveText('E-Wallet');

  await searchDialog(page).getByRole('link', { name: 'Ask our team about “qwxzv”' }).click();
  await expect(searchDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/\?topic=.*qwxzv.*#contact$/);
  await expect(page.getByLabel('Message')).toHaveValue(/qwxzv/);
});

test('the open dialog has no axe violations in either theme, with results and with none', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('tana-theme', value), theme);
    await page.reload();
    await page.keyboard.press('/');
    await search(page, 'loyalty');
    expect(await axeViolations(page), `${theme}, results`).toEqual([]);
    await searchBox(page).fill('qwxzv');
    await expect(searchDialog(page).getByRole('link', { name: 'E-Wallet' })).toBeVisible();
    expect(await axeViolations(page), `${theme}, no results`).toEqual([]);
  }
});

test('a click or a shortcut before the app has arrived opens search when it does', async ({ page, context }) => {
  const slow = await holdAppScripts(context);
  // The scripts are held, so the page's load may wait for them: act once the page is there, as a visitor does.
  await page.goto('/use-cases/e-wallet', { waitUntil: 'domcontentloaded' });
  const button = header(page).getByRole('link', { name: 'Search' });
  await button.click();
  await expect(page).toHaveURL('/use-cases/e-wallet');
  await expect(button).not.toHaveAttribute('data-hydrated');

  slow.release();
  await expect(searchBox(page)).toBeFocused();
  await search(page, 'bnpl');
  await expect(firstResult(page)).toContainText('BNPL');
});

test('nothing of search loads with a page: its code comes on the first hover, its index on the first open', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/services/acquiring-services/softpos');
  // What the app loads by itself, then on the first hover it sees: so once it has arrived.
  await appStarted(page);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => /pagefind|Search(Dialog|Panel)/.test(path))).toEqual([]);

  const button = header(page).getByRole('link', { name: 'Search' });
  await button.hover();
  await expect.poll(() => requested.some((path) => /SearchDialog/.test(path))).toBe(true);
  expect(requested.some((path) => path.startsWith('/pagefind/'))).toBe(false);
  await button.click();
  await expect.poll(() => requested.some((path) => path === '/pagefind/pagefind.js')).toBe(true);
});

test.describe('the search page', () => {
  test('searches for its ?q= and keeps the query in its address as the visitor types', async ({ page }) => {
    await page.goto('/search?q=softpos');
    await expect(firstResult(page)).toContainText('SoftPOS');
    await search(page, 'loyalty');
    await expect(page).toHaveURL('/search?q=loyalty');
    await expect(firstResult(page)).toContainText('Loyalty & Rewards');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/services/value-added-services/loyalty-and-rewards');
  });

  test('without JavaScript it says search needs it and lists every section as links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search?q=softpos');
    await expect(page.getByText('Searching needs JavaScript')).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Browse by section' });
    for (const name of ['Digital Banking Ecosystem', 'Issuing Services', 'Acquiring Services', 'Value-Added Services', 'Use Cases']) {
      await expect(sections.getByRole('heading', { name })).toBeVisible();
    }
    await expect(sections.getByRole('link', { name: 'SoftPOS' })).toHaveAttribute('href', '/services/acquiring-services/softpos');
    await context.close();
  });

  test('the header search link leads there without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await header(page).getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search');
    await expect(page.locator('h1')).toHaveText('Search');
    await context.close();
  });
});
