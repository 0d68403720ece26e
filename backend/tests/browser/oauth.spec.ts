import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startBackend, type RunningBackend } from '../../server.ts';

const PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'github', label: 'GitHub' },
  { id: 'twitter', label: 'Twitter' },
];

let backend: RunningBackend;
let landing: Server;
let landingUrl: string;

test.beforeAll(async () => {
  backend = await startBackend({ memory: true, port: 0, bcryptCost: 4, rateLimits: false });
  landing = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Landed</title><h1>Landed</h1>');
  });
  await new Promise<void>((resolve) => landing.listen(0, '127.0.0.1', resolve));
  landingUrl = `http://127.0.0.1:${(landing.address() as AddressInfo).port}/auth/done`;
});

test.afterAll(async () => {
  await new Promise((resolve) => landing.close(resolve));
  await backend.stop();
});

const authorizeUrl = (provider: string, extra: Record<string, string> = {}) =>
  `${backend.url}/auth/v1/authorize?${new URLSearchParams({ provider, redirect_to: landingUrl, ...extra })}`;

const hashParams = (url: string) => new URLSearchParams(new URL(url).hash.slice(1));

for (const { id, label } of PROVIDERS) {
  test.describe(`${label} consent screen`, () => {
    test('Continue with a typed account ends at redirect_to with a session in the fragment', async ({ page }) => {
      await page.goto(authorizeUrl(id));
      await expect(page).toHaveTitle(`Sign in with ${label} — local`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sign in with ${label} — local`);
      await page.getByLabel('Email').fill(`${id}.user@example.com`);
      await page.getByLabel('Name').fill(`${label} User`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/auth/done');
      await expect(page.getByRole('heading', { name: 'Landed' })).toBeVisible();
      const params = hashParams(page.url());
      expect(params.get('access_token')).toBeTruthy();
      expect(params.get('refresh_token')).toBeTruthy();
      expect(params.get('provider_token')).toBeTruthy();
      expect(params.get('token_type')).toBe('bearer');

      const user = await fetch(`${backend.url}/auth/v1/user`, { headers: { Authorization: `Bearer ${params.get('access_token')}` } });
      expect(await user.json()).toMatchObject({
        email: `${id}.user@example.com`,
        app_metadata: { provider: id, providers: [id] },
        user_metadata: { full_name: `${label} User` },
      });
    });

    test('the account used before is offered and can be picked', async ({ page }) => {
      await page.goto(authorizeUrl(id));
      await page.getByRole('button', { name: `${label} User <${id}.user@example.com>` }).click();
      await page.waitForURL((url) => url.pathname === '/auth/done');
      expect(hashParams(page.url()).get('access_token')).toBeTruthy();
    });

    test('PKCE: Continue ends at redirect_to with ?code=', async ({ page }) => {
      const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
      await page.goto(authorizeUrl(id, { code_challenge: challenge, code_challenge_method: 's256' }));
      await page.getByLabel('Email').fill(`${id}.pkce@example.com`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/auth/done');
      expect(new URL(page.url()).searchParams.get('code')).toMatch(/^[0-9a-f-]{36}$/);
    });

    test('Cancel ends at redirect_to with error=access_denied', async ({ page }) => {
      await page.goto(authorizeUrl(id));
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL((url) => url.pathname === '/auth/done');
      const url = new URL(page.url());
      expect(url.searchParams.get('error')).toBe('access_denied');
      expect(hashParams(page.url()).get('error')).toBe('access_denied');
      expect(hashParams(page.url()).get('access_token')).toBeNull();
    });
  });
}

test('an unknown provider gets the 400 JSON error', async ({ page }) => {
  const response = await page.goto(authorizeUrl('myspace'));
  expect(response?.status()).toBe(400);
  expect(await response?.json()).toEqual({
    code: 400,
    error_code: 'validation_failed',
    msg: 'Unsupported provider: provider is not enabled',
  });
});
