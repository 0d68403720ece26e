import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { collectConsoleErrors } from '../support/console-errors';
import { holdAppScripts } from '../../scripts/local/slow-app';
import { expect, test } from '../support/test';

/** The lazily loaded Ark UI tab list (src/components/ui/ArkTabList.tsx). */
const arkChunk = /\/assets\/ArkTabList-[\w-]+\.js$/;

/** Ark's Tabs.Root: present once the Ark tab list has replaced the prerendered one. */
const arkTabs = (page: Page) => page.locator('[data-scope="tabs"][data-part="root"]');

/**
 * These tests are about the hydrated page while Ark waits for the first reach, so they wait for
 * hydration (the fields open at first paint, before it; see the test after them for that phase).
 */
async function openHydrated(page: Page) {
  await page.goto('/auth');
  await expect(page.locator('[data-early-tabs][data-hydrated]')).toHaveCount(1);
}

/** Holds the Ark chunk's response until `release` is called. */
async function holdArkChunk(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(arkChunk, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('Ark Tabs loads on the first reach for the tab list, not with the page, and looks the same', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await openHydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => arkChunk.test(url))).toEqual([]);
  await expect(arkTabs(page)).toHaveCount(0);

  await page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email').fill('kept@example.com');
  const tabs = page.getByRole('tab');
  const before = await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()));
  await page.getByRole('tablist', { name: 'Sign in or create an account' }).hover();
  await expect(arkTabs(page)).toHaveCount(1);
  expect(await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()))).toEqual(before);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email')).toHaveValue('kept@example.com');

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the prerendered tab list works on its own while Ark loads: click, arrows, Home and End', async ({ page }) => {
  await openHydrated(page);
  const release = await holdArkChunk(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Sign In' })).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
  await expect(arkTabs(page)).toHaveCount(0);

  release();
  await expect(arkTabs(page)).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
});

test('a press on a tab is never cut short by the swap: its click still selects the tab', async ({ page }) => {
  await openHydrated(page);
  const release = await holdArkChunk(page);
  const signUp = page.getByRole('tab', { name: 'Sign Up' });
  await signUp.hover();
  await page.mouse.down();
  const loaded = page.waitForResponse(arkChunk);
  release();
  const chunk = await loaded;
  // Once the module has run here too, the page has had its chance to swap mid-press.
  await page.evaluate((url) => import(url).then(() => undefined), chunk.url());
  await expect(arkTabs(page)).toHaveCount(0);
  await page.mouse.up();
  await expect(signUp).toHaveAttribute('aria-selected', 'true');
  await expect(arkTabs(page)).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
});

test('before the app has hydrated, the keyboard moves through the tabs too, and hydration keeps the tab and the focus', async ({ page, context }) => {
  const slow = await holdAppScripts(context);
  await page.goto('/auth');
  const signIn = page.getByRole('tab', { name: 'Sign In' });
  const signUp = page.getByRole('tab', { name: 'Sign Up' });
  await signIn.focus();
  await page.keyboard.press('ArrowRight');
  await expect(signUp).toBeFocused();
  await expect(signUp).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(signIn).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(signUp).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(signUp).toBeFocused();
  await expect(page.locator('[data-early-tabs][data-hydrated]')).toHaveCount(0);

  slow.release();
  await expect(page.locator('[data-early-tabs][data-hydrated]')).toHaveCount(1);
  await expect(signUp).toBeFocused();
  await expect(signUp).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
  // From here the app answers the keys.
  await page.keyboard.press('ArrowRight');
  await expect(signIn).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Sign In' })).toBeVisible();
});

test('a tab focused before the app hydrated keeps the focus when Ark replaces the list, and Tab then reaches its form', async ({ page, context }) => {
  const slow = await holdAppScripts(context);
  const releaseArk = await holdArkChunk(page);
  await page.goto('/auth');
  const signUp = page.getByRole('tab', { name: 'Sign Up' });
  await page.getByRole('tab', { name: 'Sign In' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(signUp).toBeFocused();

  slow.release();
  await expect(page.locator('[data-early-tabs][data-hydrated]')).toHaveCount(1);
  await expect(signUp).toBeFocused();
  // The first key the app sees asks for Ark; the list is swapped when it comes.
  const arkAsked = page.waitForRequest(arkChunk);
  await page.keyboard.press('Enter');
  await arkAsked;
  releaseArk();
  await expect(arkTabs(page)).toHaveCount(1);
  await expect(signUp).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' }).getByLabel('First name')).toBeFocused();
});
