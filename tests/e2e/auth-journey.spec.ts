import { collectConsoleErrors } from '../support/console-errors';
import {
  PASSWORD,
  authCard,
  carriesTokens,
  confirmationLink,
  createConfirmedUser,
  header,
  recordNavigations,
  refreshWith,
  signInThroughPage,
  storedSession,
  uniqueEmail,
  withoutRateLimits,
} from '../support/auth-support';
import { expect, test } from '../support/test';

test.beforeAll(async ({ backend }) => withoutRateLimits(backend));

test('sign up, confirm by e-mail, stay signed in across reloads, sign out', async ({ page, backend }) => {
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail('journey');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Tana Fintech' })).toBeVisible();
  await expect(page.getByText('Access your fintech infrastructure platform')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
  await signUp.getByLabel('First name').fill('Ada');
  await signUp.getByLabel('Last name').fill('Lovelace');
  await signUp.getByLabel('Company role').fill('CTO');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password').fill(PASSWORD);
  const signupRequest = page.waitForRequest((req) => req.url().includes('/auth/v1/signup'));
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(authCard(page).getByRole('status')).toHaveText('Check your email for a confirmation link!');
  const sent = await signupRequest;
  expect(sent.postDataJSON()).toMatchObject({
    email,
    data: { first_name: 'Ada', last_name: 'Lovelace', company_role: 'CTO' },
  });
  expect(new URL(sent.url()).searchParams.get('redirect_to')).toBe(new URL('/', page.url()).href);

  const navigations = recordNavigations(page);
  await page.goto(await confirmationLink(backend, email));
  await expect(page).toHaveURL(/\/#?$/);
  // PKCE: the link brings back a one-time code for this browser, never tokens.
  expect(navigations.some((url) => /\/\?code=/.test(url))).toBe(true);
  expect(navigations.filter(carriesTokens)).toEqual([]);
  const signOut = header(page).getByRole('button', { name: 'Sign Out' });
  await expect(signOut).toBeVisible();
  await expect(header(page).getByText('Signed in as Ada Lovelace')).toBeAttached();

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  await page.reload();
  await expect(signOut).toBeVisible();

  const { refresh_token: refreshToken } = JSON.parse((await storedSession(page)) ?? '{}') as { refresh_token: string };
  const logout = page.waitForResponse((response) => response.url().includes('/auth/v1/logout'));
  await signOut.click();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeFocused();
  expect(await storedSession(page)).toBeNull();
  // Signing out revokes the session on the server too: its refresh token is refused.
  expect((await logout).status()).toBe(204);
  expect((await refreshWith(backend, refreshToken)).status()).toBe(400);
  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('the server’s own message in a destructive alert', () => {
  test('a wrong password', async ({ page, backend }) => {
    const email = await createConfirmedUser(backend, 'wrong-password');
    await page.goto('/auth');
    const form = page.getByRole('tabpanel', { name: 'Sign In' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(authCard(page).getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an e-mail address not yet confirmed', async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByLabel('First name').fill('Grace');
    await signUp.getByLabel('Last name').fill('Hopper');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(authCard(page).getByRole('status')).toHaveText('Check your email for a confirmation link!');

    await page.getByRole('tab', { name: 'Sign In' }).click();
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(authCard(page).getByRole('alert')).toHaveText('Email not confirmed');
    await expect(authCard(page).getByRole('status')).toHaveCount(0);
  });

  test('a password too short at sign-up', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByLabel('First name').fill('Alan');
    await signUp.getByLabel('Last name').fill('Turing');
    await signUp.getByLabel('Email').fill(uniqueEmail('short'));
    await signUp.getByLabel('Password').fill('abc');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(authCard(page).getByRole('alert')).toHaveText('Password should be at least 6 characters.');
  });

  test('signing up again with a registered address says the same as a new one', async ({ page, backend }) => {
    const email = await createConfirmedUser(backend, 'registered');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByLabel('First name').fill('Ada');
    await signUp.getByLabel('Last name').fill('Lovelace');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(authCard(page).getByRole('status')).toHaveText('Check your email for a confirmation link!');
    await expect(authCard(page).getByRole('alert')).toHaveCount(0);
  });
});

test('every button is disabled during a slow request and the old message is cleared', async ({ page, backend }) => {
  const email = await createConfirmedUser(backend, 'slow');
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('wrong-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(authCard(page).getByRole('alert')).toHaveText('Invalid login credentials');

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/v1/token?grant_type=password', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();

  const card = authCard(page);
  const buttons = card.getByRole('button');
  await expect(buttons.first()).toBeDisabled();
  for (const button of await buttons.all()) await expect(button).toBeDisabled();
  for (const tab of await card.getByRole('tab').all()) await expect(tab).toBeDisabled();
  await expect(authCard(page).getByRole('alert')).toHaveCount(0);

  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('a signed-in visitor who opens /auth is sent home', async ({ page, backend }) => {
  await signInThroughPage(page, await createConfirmedUser(backend, 'redirect'));
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});
