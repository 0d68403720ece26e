import type { Page } from '@playwright/test';
import {
  PASSWORD,
  answerAuthError,
  authCard,
  backendUrl,
  confirmationLink,
  header,
  uniqueEmail,
  withoutRateLimits,
} from '../support/auth-support';
import { skipIntro } from '../support/skip-intro';
import { INJECTED, PAYLOAD_GROUPS, payloadGroups, xssSentinel } from '../support/xss-payloads';
import { expect, test } from '../support/test';

// Every payload is tried in every place, a group of them per test.
test.beforeAll(async ({ backend }) => withoutRateLimits(backend));

async function openForms(page: Page) {
  await page.goto('/auth');
  const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
  await expect(signIn.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  return signIn;
}

async function signUpTab(page: Page) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  return page.getByRole('tabpanel', { name: 'Sign Up' });
}

for (const { name, payloads } of PAYLOAD_GROUPS) {
  test(`typed into both sign-in fields, each payload stays text and never runs: ${name}`, async ({ page, context }) => {
    const calls = await xssSentinel(context);
    const signIn = await openForms(page);
    const alert = authCard(page).getByRole('alert');
    for (const payload of payloads) {
      // The address field: the browser refuses it as an address; nothing is sent.
      await signIn.getByLabel('Email').fill(payload);
      await signIn.getByLabel('Password').fill(PASSWORD);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      expect(await signIn.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.valid), payload).toBe(false);
      await expect(signIn.getByLabel('Email')).toHaveValue(payload);

      // The password field: sent, refused by the service.
      await signIn.getByLabel('Email').fill(uniqueEmail('xss-sign-in'));
      await signIn.getByLabel('Password').fill(payload);
      const refused = page.waitForResponse(`${backendUrl}/auth/v1/token?grant_type=password`);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      expect((await refused).status(), payload).toBe(400);
      await expect(alert, payload).toHaveText('Invalid login credentials');
    }
    await expect(page.locator(`main :is(${INJECTED})`)).toHaveCount(0);
    expect(calls).toEqual([]);
  });
}

for (const { name, payloads } of PAYLOAD_GROUPS) {
  test(`the auth service's error messages carrying a payload are shown as text: ${name}`, async ({ page, context }) => {
    const calls = await xssSentinel(context);
    const signIn = await openForms(page);
    const alert = authCard(page).getByRole('alert');
    for (const payload of payloads) {
      await answerAuthError(page, 'token?grant_type=password', payload);
      await signIn.getByLabel('Email').fill(uniqueEmail('xss-error'));
      await signIn.getByLabel('Password').fill(PASSWORD);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await expect(alert, payload).toHaveText(payload);
      await expect(alert.locator(INJECTED)).toHaveCount(0);
      await page.unroute('**/auth/v1/token?grant_type=password');
    }
    const signUp = await signUpTab(page);
    for (const payload of payloads) {
      await answerAuthError(page, 'signup*', payload);
      await signUp.getByLabel('First name').fill('Ada');
      await signUp.getByLabel('Last name').fill('Lovelace');
      await signUp.getByLabel('Email').fill(uniqueEmail('xss-error'));
      await signUp.getByLabel('Password').fill(PASSWORD);
      await signUp.getByRole('button', { name: 'Create Account' }).click();
      await expect(alert, payload).toHaveText(payload);
      await expect(alert.locator(INJECTED)).toHaveCount(0);
      await page.unroute('**/auth/v1/signup*');
    }
    expect(calls).toEqual([]);
  });
}

// A sign-up per payload (create, confirm, sign out): a few per test, so one test stays short on a busy machine.
for (const { name, payloads } of payloadGroups(4)) {
  test(`typed into every sign-up field, stored as user metadata and shown in the header: always text: ${name}`, async ({
    page,
    context,
    backend,
  }) => {
    const calls = await xssSentinel(context);
    for (const payload of payloads) {
      await openForms(page);
      const signUp = await signUpTab(page);
      // The address field: refused by the browser, kept as typed.
      await signUp.getByLabel('Email').fill(payload);
      await signUp.getByLabel('First name').fill(payload);
      await signUp.getByLabel('Last name').fill(payload);
      await signUp.getByLabel('Company role').fill(payload);
      await signUp.getByLabel('Password').fill(payload);
      await signUp.getByRole('button', { name: 'Create Account' }).click();
      expect(await signUp.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.valid), payload).toBe(false);

      const email = uniqueEmail('xss-sign-up');
      await signUp.getByLabel('Email').fill(email);
      const created = page.waitForResponse((response) => response.url().startsWith(`${backendUrl}/auth/v1/signup`));
      await signUp.getByRole('button', { name: 'Create Account' }).click();
      expect((await created).status(), payload).toBe(200);
      await expect(authCard(page).getByRole('status'), payload).toHaveText('Check your email for a confirmation link!');

      const users = (await (await backend.api.get('/_emulator/api/users')).json()) as {
        email: string;
        user_metadata: Record<string, unknown>;
      }[];
      const stored = users.find((user) => user.email === email)?.user_metadata;
      expect(stored, payload).toMatchObject({ first_name: payload, last_name: payload, company_role: payload });

      // Confirmed in the browser that signed up (its PKCE verifier is there), one account at a time.
      await page.goto(await confirmationLink(backend, email));
      await expect(header(page).getByRole('button', { name: 'Sign Out' }), payload).toBeVisible();
      const signedInAs = header(page).locator('.sr-only', { hasText: 'Signed in as' });
      expect(await signedInAs.textContent(), payload).toBe(`Signed in as ${payload} ${payload}`);
      await expect(header(page).locator(INJECTED), payload).toHaveCount(0);
      await header(page).getByRole('button', { name: 'Sign Out' }).click();
      await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    }
    expect(calls).toEqual([]);
  });
}

/** The two links an auth redirect arrives by, each with the fixed text the page says for it. */
const redirects = [
  {
    url: (value: string) => `/?error=${value}&error_code=${value}&error_description=${value}`,
    says: 'Sign-in could not be completed. Please try again.',
  },
  { url: (value: string) => `/auth#error=access_denied&error_description=${value}`, says: 'The user denied access' },
];

for (const { name, payloads } of PAYLOAD_GROUPS) {
  test(`in an auth redirect, a payload in error, error_code or error_description is never shown and never runs: ${name}`, async ({
    page,
    context,
  }) => {
    const calls = await xssSentinel(context);
    await skipIntro(page);
    for (const payload of payloads) {
      for (const { url: link, says } of redirects) {
        const url = link(encodeURIComponent(payload));
        await page.goto(url);
        await expect(page, url).toHaveURL(/\/auth$/);
        await expect(authCard(page).getByRole('alert'), url).toHaveText(says);
        expect(await page.locator('body').innerText(), url).not.toContain(payload);
      }
    }
    await expect(page.locator(`main :is(${INJECTED})`)).toHaveCount(0);
    expect(calls).toEqual([]);
  });
}
