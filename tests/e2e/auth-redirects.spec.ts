import type { BrowserContext } from '@playwright/test';
import { backendUrl, confirmationLink, header, signUpThroughPage, uniqueEmail, withoutRateLimits } from '../support/auth-support';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

const FOREIGN = ['https://evil.example/steal', '//evil.example/steal', 'http://127.0.0.1.evil.example/', 'https://user@evil.example/'];

/** Any request that would leave for another site is recorded and answered locally (no real network). */
async function watchForeignRequests(context: BrowserContext): Promise<string[]> {
  const left: string[] = [];
  await context.route(/^https?:\/\/([^/]*\.)?evil\.example\//, (route) => {
    left.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: 'evil' });
  });
  return left;
}

test.beforeAll(async ({ backend }) => withoutRateLimits(backend));

test.beforeEach(async ({ page }) => skipIntro(page));

test('a confirmation link whose redirect_to names another site confirms and stays on the site', async ({
  page,
  context,
  backend,
  baseURL,
}) => {
  const left = await watchForeignRequests(context);
  for (const target of FOREIGN) {
    const email = await signUpThroughPage(page, 'redirect');
    const link = new URL(await confirmationLink(backend, email));
    link.searchParams.set('redirect_to', target);
    await page.goto(link.href);
    await expect(header(page).getByRole('button', { name: 'Sign Out' }), target).toBeVisible();
    expect(new URL(page.url()).origin, target).toBe(new URL(baseURL!).origin);
    await header(page).getByRole('button', { name: 'Sign Out' }).click();
  }
  expect(left).toEqual([]);
});

test('social sign-in started with a foreign redirect_to ends on the site', async ({ page, context, baseURL }) => {
  const left = await watchForeignRequests(context);
  for (const target of FOREIGN) {
    await page.goto(`${backendUrl}/auth/v1/authorize?provider=github&redirect_to=${encodeURIComponent(target)}`);
    await page.getByLabel('Email').fill(`${uniqueEmail('social-redirect')}`);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page, target).toHaveURL(new RegExp(`^${new URL(baseURL!).origin}/`));
  }
  expect(left).toEqual([]);
});

test('a plain contact post whose _next names another site comes back to the site', async ({ page, context, baseURL }) => {
  const left = await watchForeignRequests(context);
  for (const target of FOREIGN) {
    await page.goto('/');
    // Where the browser goes with the service's answer (a 303): the request it was redirected to.
    const followed = page.waitForRequest((request) => request.redirectedFrom()?.url().startsWith(`${backendUrl}/f/`) ?? false);
    // What a tampered copy of the form (or a script on another page) would post.
    await page.evaluate(
      ({ action, next }) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.dataset.tampered = '';
        form.action = action;
        for (const [name, value] of Object.entries({ name: 'Ada', email: 'ada@example.com', message: 'Hello', _next: next })) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { action: `${backendUrl}/f/contact`, next: target },
    );
    const next = await followed;
    expect(new URL(next.url()).origin, target).toBe(new URL(baseURL!).origin);
    // The page it lands on replaced the one that posted (which the next round must not interrupt).
    await page.waitForFunction(() => !document.querySelector('form[data-tampered]'));
    await page.waitForLoadState('load');
  }
  expect(left).toEqual([]);
});
