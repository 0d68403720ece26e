import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { authCard, createConfirmedUser, header, signInThroughPage, withoutRateLimits } from '../support/auth-support';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
}

test.beforeAll(async ({ request }) => withoutRateLimits(request));

for (const theme of ['light', 'dark'] as const) {
  test(`/auth in the ${theme} theme: no axe violation on either tab, with the error alert`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((value) => window.localStorage.setItem('tana-theme', value), theme);
    await page.goto('/auth');
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await expect(signIn.getByLabel('Email')).toBeEnabled();
    expect(await violations(page)).toEqual([]);

    await signIn.getByLabel('Email').fill('nobody@example.com');
    await signIn.getByLabel('Password').fill('wrong-password');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(authCard(page).getByRole('alert')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`the signed-in header in the ${theme} theme has no axe violation`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((value) => window.localStorage.setItem('tana-theme', value), theme);
    await signInThroughPage(page, await createConfirmedUser(request, `axe-${theme}`));
    await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('the tabs and forms work from the keyboard', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email')).toBeEnabled();
  await page.getByRole('tab', { name: 'Sign In' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  // The panel holds fields, so Tab goes straight from the tab to its first field.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' }).getByLabel('First name')).toBeFocused();
});
