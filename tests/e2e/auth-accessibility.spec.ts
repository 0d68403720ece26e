import type { Page } from '@playwright/test';
import {
  authCard,
  createConfirmedUser,
  header,
  recoveryLink,
  signInThroughPage,
  signInWithStoredSession,
  withRateLimits,
  withoutRateLimits,
} from '../support/auth-support';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/test';

test.beforeAll(async ({ backend }) => withoutRateLimits(backend));

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.addInitScript((value) => window.localStorage.setItem('tana-theme', value), theme);
}

for (const theme of ['light', 'dark'] as const) {
  test(`/auth in the ${theme} theme: no axe violation on either tab, with the error alert`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((value) => window.localStorage.setItem('tana-theme', value), theme);
    await page.goto('/auth');
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await expect(signIn.getByLabel('Email')).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);

    await signIn.getByLabel('Email').fill('nobody@example.com');
    await signIn.getByLabel('Password').fill('wrong-password');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(authCard(page).getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`the signed-in header in the ${theme} theme has no axe violation`, async ({ page, backend }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((value) => window.localStorage.setItem('tana-theme', value), theme);
    await signInThroughPage(page, await createConfirmedUser(backend, `axe-${theme}`));
    await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
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

for (const theme of ['light', 'dark'] as const) {
  test(`the password reset page in the ${theme} theme: request, answer, countdown and new-password form`, async ({ page, backend }) => {
    await useTheme(page, theme);
    const email = await createConfirmedUser(backend, `axe-reset-${theme}`);
    await page.goto('/auth/reset-password');
    const card = page.getByRole('region', { name: 'Reset your password' });
    await expect(card.getByLabel('Email')).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);

    await withRateLimits(backend);
    try {
      await card.getByLabel('Email').fill(email);
      await card.getByRole('button', { name: 'Send reset link' }).click();
      await expect(card.getByRole('status')).toBeVisible();
      await card.getByRole('button', { name: 'Send it again' }).click();
      await expect(card.getByRole('timer')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await withoutRateLimits(backend);
    }

    await page.goto(await recoveryLink(backend, email));
    await expect(card.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await card.getByLabel('New password', { exact: true }).fill('one-password');
    await card.getByLabel('Confirm new password').fill('another-password');
    await card.getByRole('button', { name: 'Save new password' }).click();
    await expect(card.getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`the account page in the ${theme} theme, online and offline, with its messages`, async ({ page, context, backend }) => {
    await useTheme(page, theme);
    await signInWithStoredSession(page, backend, `axe-account-${theme}`);
    await page.goto('/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByLabel('First name')).toHaveValue('Ada');
    expect(await axeViolations(page)).toEqual([]);

    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByRole('status')).toBeVisible();
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('New password', { exact: true }).fill('abc');
    await password.getByLabel('Confirm new password').fill('abc');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await context.setOffline(true);
    await expect(page.getByText(/^You are offline\. This is your profile/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await context.setOffline(false);
  });
}

test('‘Forgot password?’ and the reset request work from the keyboard', async ({ page }) => {
  await page.goto('/auth');
  const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
  await expect(signIn.getByLabel('Email')).toBeEnabled();
  await signIn.getByRole('button', { name: 'Sign In' }).focus();
  await page.keyboard.press('Tab');
  await expect(signIn.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  const card = page.getByRole('region', { name: 'Reset your password' });
  await card.getByLabel('Email').focus();
  await page.keyboard.type('keyboard-reset@example.com');
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toContainText('keyboard-reset@example.com');
});

test('the account page works from the keyboard', async ({ page, backend }) => {
  await signInWithStoredSession(page, backend, 'keyboard-account');
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Your account' })).toBeVisible();
  await header(page).getByRole('link', { name: 'Your account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('First name')).toHaveValue('Ada');
  await profile.getByLabel('First name').focus();
  await page.keyboard.press('Tab');
  await expect(profile.getByLabel('Last name')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Byron');
  await page.keyboard.press('Enter');
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  await expect(header(page).getByText('Signed in as Ada Byron')).toBeAttached();

  const signOut = page.getByRole('region', { name: 'Sign out' }).getByRole('button', { name: 'Sign out of this device' });
  await signOut.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
});
