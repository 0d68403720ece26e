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
import { expect, test } from '../support/test';

const HTML = '<img src=x onerror="window.__injected=1"><script>window.__injected=1</script>';

function countAuthRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(`${backendUrl}/auth/v1/${path}`)) count += 1;
  });
  return () => count;
}

async function openSignUp(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  return page.getByRole('tabpanel', { name: 'Sign Up' });
}

test.beforeAll(async ({ backend }) => withoutRateLimits(backend));

test('empty fields are stopped by the browser, before any request', async ({ page }) => {
  const tokenRequests = countAuthRequests(page, 'token');
  const signupRequests = countAuthRequests(page, 'signup');
  await page.goto('/auth');
  const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  expect(await signIn.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

  const signUp = await openSignUp(page);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  for (const label of ['First name', 'Last name', 'Email', 'Password']) {
    expect(await signUp.getByLabel(label).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  }
  expect(await signUp.getByLabel('Company role').evaluate((input: HTMLInputElement) => input.required)).toBe(false);
  expect(tokenRequests() + signupRequests()).toBe(0);
});

test('whitespace-only names are refused with a clear message on the field', async ({ page }) => {
  const signupRequests = countAuthRequests(page, 'signup');
  const signUp = await openSignUp(page);
  await signUp.getByLabel('First name').fill('   ');
  await signUp.getByLabel('Last name').fill('Lovelace');
  await signUp.getByLabel('Email').fill(uniqueEmail('blank'));
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(authCard(page).getByRole('alert')).toHaveText('First name cannot be blank.');
  await expect(signUp.getByLabel('First name')).toBeFocused();
  await expect(signUp.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  expect(signupRequests()).toBe(0);
});

test('very long values are bounded with a clear message', async ({ page }) => {
  const signupRequests = countAuthRequests(page, 'signup');
  const signUp = await openSignUp(page);
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await signUp.getByLabel(label).fill(value);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
  };
  const valid = { 'First name': 'Ada', 'Last name': 'Lovelace', 'Company role': '', Email: uniqueEmail('long'), Password: PASSWORD };
  const alert = authCard(page).getByRole('alert');

  await fill({ ...valid, 'Last name': 'x'.repeat(101) });
  await expect(alert).toHaveText('Last name must be at most 100 characters.');
  await fill({ ...valid, 'Company role': 'x'.repeat(101) });
  await expect(alert).toHaveText('Company role must be at most 100 characters.');
  // Valid for the browser (labels of at most 63 characters) but 262 characters long.
  const label = (letter: string) => letter.repeat(60);
  await fill({ ...valid, Email: `${'a'.repeat(64)}@${label('b')}.${label('c')}.${label('d')}.eeeeeeeeee.com` });
  await expect(alert).toHaveText('Email must be at most 254 characters.');
  await fill({ ...valid, Password: 'p'.repeat(73) });
  await expect(alert).toContainText('Password must be at most 72 characters');
  // 40 accented letters are 80 bytes: over the server's bcrypt limit though under 72 characters.
  await fill({ ...valid, Password: 'é'.repeat(40) });
  await expect(alert).toContainText('Password must be at most 72 characters');
  expect(signupRequests()).toBe(0);
});

test('HTML and script typed in every field are kept and shown as text, never run', async ({ page, backend }) => {
  const email = uniqueEmail('markup');
  const signUp = await openSignUp(page);
  await signUp.getByLabel('First name').fill(HTML);
  await signUp.getByLabel('Last name').fill('<b>bold</b>');
  await signUp.getByLabel('Company role').fill('<a href="javascript:alert(1)">role</a>');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password').fill(`${HTML}`.slice(0, 60));
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(authCard(page).getByRole('status')).toHaveText('Check your email for a confirmation link!');

  await page.goto(await confirmationLink(backend, email));
  await expect(header(page).getByText(`Signed in as ${HTML} <b>bold</b>`)).toBeAttached();
  await expect(header(page).locator('img, b, script')).toHaveCount(0);
  expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
});

/** Signs in on /auth with the token endpoint answering an error of the given message and code. */
async function signInAgainstError(page: Page, message: string, code: string) {
  await answerAuthError(page, 'token?grant_type=password', message, code);
  await page.goto('/auth');
  const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(uniqueEmail('server-html'));
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  return authCard(page).getByRole('alert');
}

test('HTML in a server error message is shown as text', async ({ page }) => {
  // A code the site has no words of its own for: the service's message is what the visitor reads.
  const alert = await signInAgainstError(page, `${HTML} The sign-in service is unavailable`, 'unexpected_failure');
  await expect(alert).toHaveText(`${HTML} The sign-in service is unavailable`);
  await expect(alert.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
});

test("a common error code is told in the site's own words, whatever the message says", async ({ page }) => {
  const alert = await signInAgainstError(page, `${HTML} Invalid login credentials`, 'invalid_credentials');
  await expect(alert).toHaveText('Invalid login credentials');
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
});

test('HTML in an OAuth error brought back in the URL is never shown: the page names the error in its own words', async ({
  page,
}) => {
  await page.goto(`/?error=server_error&error_description=${encodeURIComponent(HTML)}`);
  await expect(page).toHaveURL(/\/auth$/);
  const alert = authCard(page).getByRole('alert');
  await expect(alert).toHaveText('The sign-in service had a problem. Please try again.');
  await expect(alert.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
});
