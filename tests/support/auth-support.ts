import type { Page } from '@playwright/test';
import { TEST_BACKEND_URL } from '../../scripts/local/test-site';
import { expect, type WorkerBackend } from './test';

/** The backend URL the built site names (in the browser, the worker's own backend answers it). */
export const backendUrl = TEST_BACKEND_URL;

/** supabase-js's storage key for this backend: `sb-<first label of the hostname>-auth-token`. */
export const storageKey = `sb-${new URL(backendUrl).hostname.split('.')[0]}-auth-token`;

export const PASSWORD = 'correct-horse-battery';

let counter = 0;
/** A fresh address per test, so no test depends on another's users or on e-mail send limits. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export interface Mail {
  to: string;
  subject: string;
  link: string | null;
}

/** Every mail the backend "sent" to an address, newest first. */
export async function mailTo(backend: WorkerBackend, email: string): Promise<Mail[]> {
  const mail = (await (await backend.api.get('/_emulator/api/mail')).json()) as Mail[];
  return mail.filter((entry) => entry.to === email);
}

async function newestLink(backend: WorkerBackend, email: string, subject: string): Promise<string> {
  let link: string | null | undefined;
  await expect
    .poll(async () => {
      link = (await mailTo(backend, email)).find((entry) => entry.subject === subject)?.link;
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** The newest confirmation link the backend "sent" to an address. */
export const confirmationLink = (backend: WorkerBackend, email: string) => newestLink(backend, email, 'Confirm Your Signup');

/** The newest password reset link the backend "sent" to an address. */
export const recoveryLink = (backend: WorkerBackend, email: string) => newestLink(backend, email, 'Reset Your Password');

async function setRateLimits(backend: WorkerBackend, on: boolean): Promise<void> {
  const response = await backend.api.post('/_emulator/api/settings', { data: { rate_limits: on } });
  expect(response.ok()).toBe(true);
}

/** Rate limits are the backend's own concern (tested there); the site's tests sign in many times. */
export const withoutRateLimits = (backend: WorkerBackend) => setRateLimits(backend, false);

/** For the tests that show how the site answers the e-mail send limit. */
export const withRateLimits = (backend: WorkerBackend) => setRateLimits(backend, true);

/** Moves the backend's clock (e.g. past an e-mail link's 24 hours); negative moves it back. */
export async function advanceBackendClock(backend: WorkerBackend, seconds: number): Promise<void> {
  const response = await backend.api.post('/_emulator/api/clock', { data: { advance: seconds } });
  expect(response.ok()).toBe(true);
}

/** Every URL the page's main frame goes to, to show that no token ever travels in one. */
export function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

export const carriesTokens = (url: string) => /[#?&](access_token|refresh_token)=/.test(url);

/** The headers supabase-js sends the auth API with the public key. */
const withAnonKey = (backend: WorkerBackend) => ({ apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` });

/** Asks the auth API for a new session with a refresh token, as supabase-js does on refresh. */
export async function refreshWith(backend: WorkerBackend, refreshToken: string) {
  return backend.api.post('/auth/v1/token?grant_type=refresh_token', {
    headers: withAnonKey(backend),
    data: { refresh_token: refreshToken },
  });
}

/** The metadata the project stores with a user's account (the admin API's view, as the e-mail templates read it). */
export async function storedUserMetadata(backend: WorkerBackend, email: string): Promise<Record<string, unknown> | undefined> {
  const response = await backend.api.get('/auth/v1/admin/users?per_page=1000', { headers: { Authorization: `Bearer ${backend.serviceRoleKey}` } });
  expect(response.ok()).toBe(true);
  const { users } = (await response.json()) as { users: { email: string; user_metadata: Record<string, unknown> }[] };
  return users.find((user) => user.email === email)?.user_metadata;
}

/** A registered user made through the auth API whose address is not confirmed yet. */
export async function createUnconfirmedUser(backend: WorkerBackend, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const signup = await backend.api.post('/auth/v1/signup', {
    headers: withAnonKey(backend),
    data: { email, password: PASSWORD, data: { first_name: 'Ada', last_name: 'Lovelace', company_role: 'CTO' } },
  });
  expect(signup.ok()).toBe(true);
  return email;
}

/** A registered, confirmed user made through the auth API, for tests that start signed out. */
export async function createConfirmedUser(backend: WorkerBackend, label: string): Promise<string> {
  const email = await createUnconfirmedUser(backend, label);
  const verify = await backend.api.get(backend.reachable(await confirmationLink(backend, email)), { maxRedirects: 0 });
  expect(verify.status()).toBe(303);
  return email;
}

/**
 * Signs a new confirmed user in without the UI: the session supabase-js would store is put in
 * localStorage before the site's scripts first run in the tab. Returns the user's e-mail address.
 */
export async function signInWithStoredSession(page: Page, backend: WorkerBackend, label: string): Promise<string> {
  const email = await createConfirmedUser(backend, label);
  const token = await backend.api.post('/auth/v1/token?grant_type=password', {
    headers: withAnonKey(backend),
    data: { email, password: PASSWORD },
  });
  expect(token.ok()).toBe(true);
  const session = JSON.stringify(await token.json());
  // Once per tab: a later sign-out must not be undone by the next page load.
  await page.addInitScript(
    ([name, value]) => {
      if (window.sessionStorage.getItem('test-session-seeded')) return;
      window.sessionStorage.setItem('test-session-seeded', 'true');
      window.localStorage.setItem(name!, value!);
    },
    [storageKey, session],
  );
  return email;
}

/** Signs in through the /auth page and waits for the redirect home. */
export async function signInThroughPage(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(authCard(page)).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/**
 * Signs a new user up through the /auth page, as a visitor does: the confirmation link it gets can
 * only be completed in this browser, which keeps the PKCE verifier. Returns the e-mail address.
 */
export async function signUpThroughPage(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Company role').fill('CTO');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(authCard(page).getByRole('status')).toHaveText('Check your email for a confirmation link!');
  return email;
}

export const header = (page: Page) => page.getByRole('banner');

/** The /auth page's card, where its messages appear. */
export const authCard = (page: Page) => page.getByRole('region', { name: 'Tana Fintech' });

export function storedSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), storageKey);
}

/** The auth service answers the next matching request with an error of this message (as GoTrue words it). */
export async function answerAuthError(page: Page, path: string, message: string, code = 'validation_failed'): Promise<void> {
  await page.route(`**/auth/v1/${path}`, (route) =>
    route.fulfill({
      status: 400,
      headers: {
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': 'X-Supabase-Api-Version',
      },
      body: JSON.stringify({ code, message }),
    }),
  );
}
