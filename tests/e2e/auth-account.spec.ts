import type { Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { holdAppScripts } from '../../scripts/local/slow-app';
import {
  PASSWORD,
  createConfirmedUser,
  header,
  signInThroughPage,
  signInWithStoredSession,
  storedSession,
  withoutRateLimits,
} from '../support/auth-support';
import { expect, test } from '../support/test';

test.beforeAll(async ({ backend }) => withoutRateLimits(backend));

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a visitor who is not signed in is sent to sign in, then comes back to the account page', async ({ page, backend }) => {
  const email = await createConfirmedUser(backend, 'account-return');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\?next=%2Faccount$/);
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(section(page, 'Profile').getByText(email)).toBeVisible();
});

test('with no session, the account page sends the visitor to sign in before its app is asked to start, in their language', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  const slow = await holdAppScripts(context);
  await page.goto('/zh/account');
  // The app's scripts are held: only the page itself can have sent the visitor on.
  await expect(page).toHaveURL(/\/zh\/auth\?next=%2Faccount$/);
  await expect(page.getByRole('tabpanel', { name: '登录' })).toBeVisible();
  expect(await page.locator('form[data-hydrated]').count()).toBe(0);
  slow.release();
  expect(errors).toEqual([]);
});

test('reached from the header; names and role edited, kept across a reload, shown in the header', async ({ page, backend }) => {
  const errors = collectConsoleErrors(page);
  const email = await createConfirmedUser(backend, 'account-edit');
  await signInThroughPage(page, email);
  await header(page).getByRole('link', { name: 'Your account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  const profile = section(page, 'Profile');
  await expect(profile.getByText(email)).toBeVisible();
  await expect(profile.getByLabel('First name')).toHaveValue('Ada');
  await expect(profile.getByLabel('Last name')).toHaveValue('Lovelace');
  await expect(profile.getByLabel(/^Company role/)).toHaveValue('CTO');
  await profile.getByLabel('First name').fill('Augusta');
  await profile.getByLabel('Last name').fill('King');
  await profile.getByLabel(/^Company role/).fill('Head of Analytics');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  await expect(header(page).getByText('Signed in as Augusta King')).toBeAttached();

  await page.reload();
  await expect(profile.getByLabel('First name')).toHaveValue('Augusta');
  await expect(profile.getByLabel('Last name')).toHaveValue('King');
  await expect(profile.getByLabel(/^Company role/)).toHaveValue('Head of Analytics');
  await expect(header(page).getByText('Signed in as Augusta King')).toBeAttached();
  const users = (await (await backend.api.get('/_emulator/api/users')).json()) as {
    email: string;
    user_metadata: Record<string, unknown>;
  }[];
  expect(users.find((user) => user.email === email)?.user_metadata).toMatchObject({
    first_name: 'Augusta',
    last_name: 'King',
    company_role: 'Head of Analytics',
  });

  await profile.getByLabel('First name').fill('   ');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.getByRole('alert')).toHaveText('First name cannot be blank.');
  expect(errors).toEqual([]);
});

test('the password is changed; the new one signs in', async ({ page, backend }) => {
  const email = await signInWithStoredSession(page, backend, 'account-password');
  await page.goto('/account');
  const password = section(page, 'Password');
  await password.getByLabel('New password', { exact: true }).fill('changed-password-1');
  await password.getByLabel('Confirm new password').fill('changed-password-1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText(
    'Your password is changed. You stay signed in here; every other device is signed out.',
  );
  await expect(password.getByLabel('New password', { exact: true })).toHaveValue('');

  await section(page, 'Sign out').getByRole('button', { name: 'Sign out of this device' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signInThroughPage(page, email, 'changed-password-1');
});

test('‘Sign out of every device’ ends another browser’s session at its next refresh', async ({ page, browser, backend, baseURL }) => {
  const email = await createConfirmedUser(backend, 'account-everywhere');
  await signInThroughPage(page, email);
  const otherContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const other = await otherContext.newPage();
  await signInThroughPage(other, email);

  await page.goto('/account');
  await section(page, 'Sign out').getByRole('button', { name: 'Sign out of every device' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();

  await other.reload();
  await expect(header(other).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => storedSession(other)).toBeNull();
  await otherContext.close();
});

test('offline, the stored profile is shown read-only and the page says why editing waits', async ({ page, context, backend }) => {
  await signInWithStoredSession(page, backend, 'account-offline');
  await page.goto('/account');
  const profile = section(page, 'Profile');
  await expect(profile.getByLabel('First name')).toHaveValue('Ada');
  await expect(profile.getByLabel('First name')).toBeEditable();

  await context.setOffline(true);
  await expect(page.getByText(/^You are offline\. This is your profile as last saved on this device/)).toBeVisible();
  await expect(profile.getByLabel('First name')).toHaveValue('Ada');
  await expect(profile.getByLabel('First name')).not.toBeEditable();
  await expect(profile.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await expect(section(page, 'Password').getByRole('button', { name: 'Change password' })).toBeDisabled();
  await expect(section(page, 'Sign out').getByRole('button', { name: 'Sign out of every device' })).toBeDisabled();
  await expect(section(page, 'Sign out').getByRole('button', { name: 'Sign out of this device' })).toBeEnabled();

  await context.setOffline(false);
  await expect(page.getByText(/^You are offline\. This is your profile/)).toHaveCount(0);
  await expect(profile.getByLabel('First name')).toBeEditable();
});

test('the mobile menu leads to the account page', async ({ page, backend }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithStoredSession(page, backend, 'account-mobile');
  await page.goto('/');
  await header(page).getByRole('button', { name: /menu/i }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Your account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
