import type { Page } from '@playwright/test';
import { PASSWORD, authCard, createConfirmedUser, header, uniqueEmail, withoutRateLimits } from '../support/auth-support';
import { collectConsoleErrors } from '../support/console-errors';
import { holdAppScripts } from '../../scripts/local/slow-app';
import { expect, test } from '../support/test';

/**
 * The sign-in page on a slow connection: the app's scripts are held back, and the visitor uses the
 * prerendered forms at once. Nothing typed is lost when the app hydrates, and an early press of
 * Sign In or Create Account is carried out once the app is ready, once.
 */
test.beforeAll(async ({ backend }) => withoutRateLimits(backend));

/** Counts the auth API calls of one kind ('token' for sign-in, 'signup'). */
function countAuthCalls(page: Page, kind: 'token' | 'signup'): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/auth/v1/${kind}`) calls += 1;
  });
  return () => calls;
}

const isHydrated = (page: Page) => page.locator('form[data-hydrated]').count().then((count) => count > 0);

test('text typed in Sign In before hydration stays, with focus and caret', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  const slow = await holdAppScripts(context);
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill('early@example.com');
  await form.getByLabel('Password').fill('typed-early');
  await form.getByLabel('Password').click();
  await form.getByLabel('Password').evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 7));
  expect(await isHydrated(page)).toBe(false);

  slow.release();
  // This test is about hydration itself: it waits for it, then looks at the fields.
  await expect(page.locator('form[data-hydrated]')).toHaveCount(2);
  await expect(form.getByLabel('Email')).toHaveValue('early@example.com');
  await expect(form.getByLabel('Password')).toHaveValue('typed-early');
  await expect(form.getByLabel('Password')).toBeFocused();
  expect(await form.getByLabel('Password').evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([2, 7]);
  expect(errors).toEqual([]);
});

test('an early Sign In signs in once the app is ready, once', async ({ page, context, backend }) => {
  const email = await createConfirmedUser(backend, 'early-sign-in');
  const signIns = countAuthCalls(page, 'token');
  const slow = await holdAppScripts(context);
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  // The press did not post the form natively: the password is not in the URL, the page stayed.
  await expect(page).toHaveURL(/\/auth$/);
  expect(await isHydrated(page)).toBe(false);

  slow.release();
  await expect(page).toHaveURL(/\/$/);
  await expect(authCard(page)).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(signIns()).toBe(1);
});

test('Sign Up opens before hydration; what is typed there stays, and an early Create Account signs up once', async ({ page, context }) => {
  const signUps = countAuthCalls(page, 'signup');
  const slow = await holdAppScripts(context);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Sign In' })).toBeHidden();
  const email = uniqueEmail('early-sign-up');
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Company role').fill('Rear Admiral');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  expect(await isHydrated(page)).toBe(false);
  await expect(form.getByLabel('First name')).toHaveValue('Grace');

  slow.release();
  await expect(authCard(page).getByRole('status')).toHaveText('Check your email for a confirmation link!');
  // Hydrated on the tab the visitor chose, with what they typed.
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Last name')).toHaveValue('Hopper');
  expect(signUps()).toBe(1);
});

/**
 * 'Forgot password?' pressed before /auth has hydrated is the prerendered link, a full load of the
 * reset page, whose scripts are held back in turn: its form is open at once, like the sign-in form.
 */
async function resetFormBeforeHydration(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  return page.getByRole('region', { name: 'Reset your password' });
}

test('text typed in the reset form reached before hydration stays, with focus and caret', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  const slow = await holdAppScripts(context);
  const card = await resetFormBeforeHydration(page);
  const email = card.getByLabel('Email');
  await email.click();
  await page.keyboard.type('early-reset@example.com');
  // The caret goes back before '@' (an e-mail field has no selection API to read it with).
  for (let step = 0; step < '@example.com'.length; step += 1) await page.keyboard.press('ArrowLeft');
  expect(await isHydrated(page)).toBe(false);

  slow.release();
  // This test is about hydration itself: it waits for it, then looks at the field.
  await expect(card.locator('form[data-hydrated]')).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  await expect(email).toHaveValue('early-reset@example.com');
  await expect(email).toBeFocused();
  // The next key lands where the caret was left.
  await page.keyboard.type('-2');
  await expect(email).toHaveValue('early-reset-2@example.com');
  expect(errors).toEqual([]);
});

test('an early Send reset link asks for the link once the app is ready, once', async ({ page, context, backend }) => {
  const email = await createConfirmedUser(backend, 'early-reset');
  let requests = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/auth/v1/recover') requests += 1;
  });
  const slow = await holdAppScripts(context);
  const card = await resetFormBeforeHydration(page);
  await card.getByLabel('Email').fill(email);
  await card.getByRole('button', { name: 'Send reset link' }).click();
  // The press did not post the form natively: the address is not in the URL, the page stayed.
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  expect(await isHydrated(page)).toBe(false);

  slow.release();
  await expect(card.getByRole('status')).toContainText(email);
  expect(requests).toBe(1);
});

test('the address typed in Sign In comes along when Forgot password? is pressed before hydration, for that page only', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  const slow = await holdAppScripts(context);
  await page.goto('/auth');
  const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill('forgot-early@example.com');
  await signIn.getByRole('link', { name: 'Forgot password?' }).click();
  // A full load of the reset page (its scripts held back too), with the address in its field, not in its URL.
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  const card = page.getByRole('region', { name: 'Reset your password' });
  await expect(card.getByLabel('Email')).toHaveValue('forgot-early@example.com');
  expect(await isHydrated(page)).toBe(false);

  slow.release();
  await expect(card.locator('form[data-hydrated]')).toHaveCount(1);
  await expect(card.getByLabel('Email')).toHaveValue('forgot-early@example.com');
  expect(errors).toEqual([]);
  // It was for that page load only: opened again, the form is empty.
  await page.goto('/auth/reset-password');
  await expect(card.getByLabel('Email')).toHaveValue('');
});
