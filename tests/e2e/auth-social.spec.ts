import { collectConsoleErrors } from '../support/console-errors';
import {
  authCard,
  backendUrl,
  carriesTokens,
  header,
  recordNavigations,
  storedSession,
  uniqueEmail,
  withoutRateLimits,
} from '../support/auth-support';
import { expect, test } from '../support/test';

test.beforeAll(async ({ backend }) => withoutRateLimits(backend));

/** The site's console errors; the local consent screen (the backend's page) has no favicon. */
const siteErrors = (errors: string[]) => errors.filter((error) => !error.includes(`${backendUrl}/favicon.ico`));

for (const provider of [
  { button: 'Google', label: 'Google' },
  { button: 'GitHub', label: 'GitHub' },
  { button: 'Twitter', label: 'Twitter' },
]) {
  test(`${provider.button}: the consent screen, then back on the site root signed in`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const email = uniqueEmail(provider.button.toLowerCase());
    await page.goto('/auth');
    const siteRoot = new URL('/', page.url()).href;
    const authorize = page.waitForRequest((request) => request.url().startsWith(`${backendUrl}/auth/v1/authorize`));
    await authCard(page).getByRole('button', { name: provider.button }).click();
    const navigations = recordNavigations(page);
    const query = new URL((await authorize).url()).searchParams;
    expect(query.get('provider')).toBe(provider.button.toLowerCase());
    expect(query.get('redirect_to')).toBe(siteRoot);
    expect(query.get('code_challenge_method')).toBe('s256');

    await expect(page).toHaveURL(new RegExp(`^${backendUrl}/`));
    await expect(page.getByRole('heading', { name: `Sign in with ${provider.label} — local` })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Katherine Johnson');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/^http:\/\/[^/]+\/#?$/);
    await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    // PKCE: the provider's way back carries a one-time code, never tokens.
    expect(navigations.some((url) => url.startsWith(`${siteRoot}?code=`))).toBe(true);
    expect(navigations.filter(carriesTokens)).toEqual([]);
    await expect(header(page).getByText('Signed in as Katherine Johnson')).toBeAttached();
    expect(JSON.parse((await storedSession(page)) ?? '{}').user.app_metadata.provider).toBe(
      provider.button.toLowerCase(),
    );
    expect(siteErrors(errors)).toEqual([]);
  });
}

test('Cancel on the consent screen comes back to /auth with the error in the alert', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/auth');
  await authCard(page).getByRole('button', { name: 'GitHub' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with GitHub — local' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await expect(authCard(page).getByRole('alert')).toHaveText('The user denied access');
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  expect(siteErrors(errors)).toEqual([]);
});

test('an expired e-mail link shows the server’s description on /auth', async ({ page }) => {
  await page.goto('/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(authCard(page).getByRole('alert')).toHaveText('Email link is invalid or has expired');
});
