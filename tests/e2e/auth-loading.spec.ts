import type { Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { registry } from '../support/registry';
import { holdAppScripts } from '../../scripts/local/slow-app';
import {
  authCard,
  backendUrl,
  createConfirmedUser,
  header,
  signInThroughPage,
  storageKey,
  withoutRateLimits,
} from '../support/auth-support';
import { paintRecords } from '../support/paint-records';
import { expect, test } from '../support/test';

/** The lazily loaded module that imports supabase-js (src/auth/service/supabase-instance.ts). */
const supabaseChunk = /\/assets\/supabase-instance-[\w-]+\.js$/;

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Moves over and into the page the way a visitor would, to catch loading "on interaction". */
async function browseAround(page: Page) {
  await page.mouse.move(200, 30);
  await page.mouse.move(600, 300);
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
  await page.mouse.wheel(0, 800);
  await page.waitForLoadState('networkidle');
}

test.beforeAll(async ({ backend }) => withoutRateLimits(backend));

test('a signed-out visitor on content pages downloads no supabase-js and calls no auth API', async ({ page }) => {
  const urls = recordRequests(page);
  for (const path of ['/', '/services/acquiring-services/softpos', '/use-cases/e-wallet']) {
    await page.goto(path);
    await browseAround(page);
  }
  await header(page).getByRole('link', { name: 'Sign In' }).hover();
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => supabaseChunk.test(url))).toEqual([]);
  expect(urls.filter((url) => url.startsWith(`${backendUrl}/auth/v1`))).toEqual([]);
});

test('/auth loads supabase-js once the visitor reaches for the card', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/auth');
  await authCard(page).getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email').click();
  await expect.poll(() => urls.filter((url) => supabaseChunk.test(url)).length).toBe(1);
});

test('a visitor who reached for the card before the app arrived gets supabase-js once it does', async ({ page, context }) => {
  const slow = await holdAppScripts(context);
  const urls = recordRequests(page);
  await page.goto('/auth');
  await authCard(page).getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email').click();
  expect(urls.filter((url) => supabaseChunk.test(url))).toEqual([]);
  slow.release();
  await expect.poll(() => urls.filter((url) => supabaseChunk.test(url)).length).toBe(1);
});

test('a stored session loads supabase-js on a content page, without layout shift or console errors', async ({
  page,
  backend,
}) => {
  await signInThroughPage(page, await createConfirmedUser(backend, 'stored'));
  const errors = collectConsoleErrors(page);
  const urls = recordRequests(page);
  await page.goto('/use-cases/e-wallet');
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(urls.filter((url) => supabaseChunk.test(url))).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  expect((await paintRecords(page)).shift).toBe(0);
  expect(errors).toEqual([]);
});

test('prerendered pages hold no session markup and never preload supabase-js', async ({ request }) => {
  for (const { path } of registry.pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('Sign Out');
    expect(html, path).not.toMatch(/supabase-instance-[\w-]+\.js/);
  }
  const home = await (await request.get('/')).text();
  expect(home).toMatch(/<a[^>]*href="\/auth"[^>]*>Sign In<\/a>/);
});

test.describe('a tampered session in localStorage is treated as signed out', () => {
  const forgedToken = [
    btoa(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    btoa(JSON.stringify({ sub: 'forged-user', exp: 4102444800, role: 'authenticated' })),
    'not-a-signature',
  ].join('.');
  const cases: [string, string, boolean][] = [
    ['not JSON at all', '{"access_token": <script>alert(1)</script>', false],
    ['JSON of the wrong shape', JSON.stringify({ user: '<img src=x onerror=alert(1)>', access_token: 42 }), false],
    ['a token whose subject is not the user', JSON.stringify({ access_token: forgedToken, refresh_token: 'r', expires_at: 4102444800, user: { id: 'someone-else' } }), false],
    [
      'a well-formed token the server rejects',
      JSON.stringify({
        access_token: forgedToken,
        refresh_token: 'forged-refresh',
        expires_in: 3600,
        expires_at: 4102444800,
        token_type: 'bearer',
        user: { id: 'forged-user', email: 'forged@example.com', user_metadata: {}, app_metadata: {} },
      }),
      true,
    ],
  ];
  for (const [name, value, reachesServer] of cases) {
    test(name, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/');
      await page.evaluate(({ key, stored }) => window.localStorage.setItem(key, stored), { key: storageKey, stored: value });
      await page.reload();
      await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), storageKey)).toBeNull();
      await expect(header(page).getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      // The server's refusal of the forged token is itself logged by the browser as a failed request.
      const pageErrors = reachesServer ? errors.filter((error) => !error.startsWith('Failed to load resource')) : errors;
      expect(pageErrors).toEqual([]);
    });
  }
});
