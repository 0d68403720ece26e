import type { Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import {
  PASSWORD,
  advanceBackendClock,
  authCard,
  carriesTokens,
  createConfirmedUser,
  header,
  mailTo,
  recordNavigations,
  recoveryLink,
  signInThroughPage,
  uniqueEmail,
  withRateLimits,
  withoutRateLimits,
} from '../support/auth-support';
import { expect, test } from '../support/test';

const NEW_PASSWORD = 'a-brand-new-password';
const SENT = (email: string) =>
  `If ${email} belongs to an account, a link to choose a new password is on its way. Check your email.`;

test.beforeAll(async ({ backend }) => withoutRateLimits(backend));

/** The reset page's card, where its forms and messages are. */
const resetCard = (page: Page) => page.getByRole('region', { name: 'Reset your password' });

async function askForLink(page: Page, email: string) {
  await page.goto('/auth/reset-password');
  await resetCard(page).getByLabel('Email').fill(email);
  await resetCard(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(resetCard(page).getByRole('status')).toHaveText(SENT(email));
}

test('forgot password → mail → link → new password → signed in; then only the new password works', async ({ page, backend }) => {
  const errors = collectConsoleErrors(page);
  const navigations = recordNavigations(page);
  const email = await createConfirmedUser(backend, 'forgot');

  await page.goto('/auth');
  const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  // The address typed on the sign-in form comes along.
  await expect(resetCard(page).getByLabel('Email')).toHaveValue(email);
  await resetCard(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(resetCard(page).getByRole('status')).toHaveText(SENT(email));

  const link = await recoveryLink(backend, email);
  expect(new URL(link).searchParams.get('redirect_to')).toBe(new URL('/auth/reset-password', page.url()).href);
  await page.goto(link);
  await expect(resetCard(page).getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(resetCard(page).getByText(`For ${email}.`, { exact: false })).toBeVisible();
  await resetCard(page).getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await resetCard(page).getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await resetCard(page).getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your new password is saved' })).toHaveText(
    'Your new password is saved, and you are signed in.',
  );
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  // The link brought back a one-time code, never a token.
  expect(navigations.some((url) => /\/auth\/reset-password\?code=/.test(url))).toBe(true);
  expect(navigations.filter(carriesTokens)).toEqual([]);

  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signInThroughPage(page, email, NEW_PASSWORD);
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();

  expect(errors).toEqual([]);

  await page.goto('/auth');
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(authCard(page).getByRole('alert')).toHaveText('Invalid login credentials');
});

test('an unknown address gets the same answer as a registered one, and no mail', async ({ page, backend }) => {
  const email = uniqueEmail('nobody');
  await askForLink(page, email);
  expect(await mailTo(backend, email)).toEqual([]);
});

test('an expired link says so, above the form to ask for a new one', async ({ page, backend }) => {
  const email = await createConfirmedUser(backend, 'expired');
  await askForLink(page, email);
  const link = await recoveryLink(backend, email);
  await advanceBackendClock(backend, 24 * 3600 + 1);
  try {
    await page.goto(link);
  } finally {
    await advanceBackendClock(backend, -(24 * 3600 + 1));
  }
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await expect(resetCard(page).getByRole('alert')).toHaveText('Email link is invalid or has expired');
  await expect(resetCard(page).getByRole('button', { name: 'Send reset link' })).toBeEnabled();
});

test('a link used once says so the second time', async ({ page, browser, backend, baseURL }) => {
  const email = await createConfirmedUser(backend, 'reused');
  await askForLink(page, email);
  const link = await recoveryLink(backend, email);
  await page.goto(link);
  await expect(resetCard(page).getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  const later = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const again = await later.newPage();
  await again.goto(link);
  await expect(again).toHaveURL(/\/auth\/reset-password$/);
  await expect(resetCard(again).getByRole('alert')).toHaveText('Email link is invalid or has expired');
  await expect(resetCard(again).getByLabel('Email')).toBeEditable();
  await later.close();
});

test('a link opened in another browser than the one that asked says why', async ({ page, browser, backend, baseURL }) => {
  const email = await createConfirmedUser(backend, 'elsewhere');
  await askForLink(page, email);
  const other = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const phone = await other.newPage();
  await phone.goto(await recoveryLink(backend, email));
  await expect(resetCard(phone).getByRole('alert')).toContainText('This link was opened in a different browser');
  await expect(phone).toHaveURL(/\/auth\/reset-password$/);
  await other.close();
});

test('the new password: typed twice alike, and the service’s own rules in the alert', async ({ page, backend }) => {
  const email = await createConfirmedUser(backend, 'rules');
  await askForLink(page, email);
  await page.goto(await recoveryLink(backend, email));
  const card = resetCard(page);
  await card.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}!`);
  await card.getByRole('button', { name: 'Save new password' }).click();
  await expect(card.getByRole('alert')).toHaveText('The two passwords do not match.');
  await expect(card.getByLabel('Confirm new password')).toBeFocused();

  await card.getByLabel('New password', { exact: true }).fill('abc');
  await card.getByLabel('Confirm new password').fill('abc');
  await card.getByRole('button', { name: 'Save new password' }).click();
  await expect(card.getByRole('alert')).toHaveText('Password should be at least 6 characters.');

  await card.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await card.getByLabel('Confirm new password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Save new password' }).click();
  await expect(card.getByRole('alert')).toHaveText('New password should be different from the old password.');
});

test('asking again within the limit shows a countdown, not an error, for any address; the first link still works', async ({
  page,
  backend,
}) => {
  const registered = await createConfirmedUser(backend, 'again');
  await withRateLimits(backend);
  try {
    for (const email of [uniqueEmail('again-unknown'), registered]) {
      await askForLink(page, email);
      const card = resetCard(page);
      await card.getByRole('button', { name: 'Send it again' }).click();
      await expect(card.getByRole('timer')).toHaveText(/^You can ask again in \d+ s\.$/);
      await expect(card.getByRole('button', { name: 'Send it again' })).toBeDisabled();
      await expect(card.getByRole('alert')).toHaveCount(0);
    }
    // The refused request did not cost this browser the link already mailed.
    expect((await mailTo(backend, registered)).filter((mail) => mail.subject === 'Reset Your Password')).toHaveLength(1);
    await page.goto(await recoveryLink(backend, registered));
    await expect(resetCard(page).getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  } finally {
    await withoutRateLimits(backend);
  }
});
