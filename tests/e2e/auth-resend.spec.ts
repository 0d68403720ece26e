import type { Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import {
  PASSWORD,
  advanceBackendClock,
  authCard,
  mailTo,
  uniqueEmail,
  withRateLimits,
  withoutRateLimits,
} from '../support/auth-support';
import { expect, test } from '../support/test';

test.afterAll(async ({ backend }) => withoutRateLimits(backend));

async function signUp(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('First name').fill('Mary');
  await form.getByLabel('Last name').fill('Jackson');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(authCard(page).getByRole('status')).toHaveText('Check your email for a confirmation link!');
}

const confirmations = async (backend: Parameters<typeof mailTo>[0], email: string) =>
  (await mailTo(backend, email)).filter((mail) => mail.subject === 'Confirm Your Signup');

test('after sign-up, the confirmation can be sent again; too soon, a countdown says when', async ({ page, backend }) => {
  const errors = collectConsoleErrors(page);
  await withRateLimits(backend);
  const email = uniqueEmail('resend');
  await signUp(page, email);
  const offer = authCard(page).getByText(`Didn’t get the email at ${email}?`);
  await expect(offer).toBeVisible();
  expect(await confirmations(backend, email)).toHaveLength(1);

  // A minute later (the service's limit: the backend's clock moves on), a second mail goes out.
  await advanceBackendClock(backend, 61);
  try {
    await authCard(page).getByRole('button', { name: 'Send it again' }).click();
    await expect(authCard(page).getByRole('status').first()).toHaveText(`A new confirmation link is on its way to ${email}.`);
    await expect.poll(async () => (await confirmations(backend, email)).length).toBe(2);

    expect(errors).toEqual([]);

    // A third within the limit: no error, a countdown, and the button waits.
    await authCard(page).getByRole('button', { name: 'Send it again' }).click();
    const timer = authCard(page).getByRole('timer');
    await expect(timer).toHaveText(/^You can ask again in \d+ s\.$/);
    const first = Number(/(\d+) s/.exec((await timer.textContent()) ?? '')?.[1]);
    expect(first).toBeGreaterThan(30);
    expect(first).toBeLessThanOrEqual(60);
    await expect(authCard(page).getByRole('button', { name: 'Send it again' })).toBeDisabled();
    await expect(authCard(page).getByRole('alert')).toHaveCount(0);
    await expect.poll(async () => Number(/(\d+) s/.exec((await timer.textContent()) ?? '')?.[1])).toBeLessThan(first);
    expect(await confirmations(backend, email)).toHaveLength(2);
    // The browser's own line for the refused request is the only one.
    expect(errors).toEqual([expect.stringMatching(/status of 429 .*\/auth\/v1\/resend/)]);
  } finally {
    await advanceBackendClock(backend, -61);
  }
});

test('sign-in answering ‘Email not confirmed’ offers to send the confirmation again', async ({ page, backend }) => {
  await withoutRateLimits(backend);
  const email = uniqueEmail('not-confirmed');
  await signUp(page, email);
  await page.reload();
  const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(authCard(page).getByRole('alert')).toHaveText('Email not confirmed');
  await authCard(page).getByRole('button', { name: 'Send it again' }).click();
  await expect(authCard(page).getByRole('status').first()).toHaveText(`A new confirmation link is on its way to ${email}.`);
  await expect.poll(async () => (await confirmations(backend, email)).length).toBe(2);
});
