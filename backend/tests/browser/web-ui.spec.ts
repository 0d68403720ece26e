import { expect, test } from '@playwright/test';
import { startBackend, type RunningBackend } from '../../server.ts';

let backend: RunningBackend;
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

test.beforeAll(async () => {
  backend = await startBackend({ memory: true, port: 0, bcryptCost: 4, rateLimits: false, siteUrl: 'http://127.0.0.1:9/' });
  await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email: 'ui@example.com', password: 'secret-1', data: { name: '<img src=x onerror=alert(1)>' } }),
  });
  await fetch(`${backend.url}/auth/v1/recover`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email: 'ui@example.com' }) });
  await fetch(`${backend.url}/f/contact`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email: 'c@example.com', message: '<script>alert(1)</script>' }),
  });
});

test.afterAll(() => backend.stop());

test('users, mailbox, form inbox and settings work from the web UI', async ({ page }) => {
  page.on('dialog', () => {
    throw new Error('a dialog opened: unescaped content');
  });
  // The UI's pages carry a strict policy of their own: everything they need must pass it.
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  await page.goto(`${backend.url}/mail`);
  await page.getByRole('link', { name: 'Confirm Your Signup' }).click();
  await expect(page.getByText('To: ui@example.com')).toBeVisible();
  const link = await page.getByRole('link', { name: 'Follow the confirmation link' }).getAttribute('href');
  expect(link).toContain('/auth/v1/verify?token=');

  await page.goto(`${backend.url}/mail`);
  await page.getByRole('link', { name: 'Reset Your Password' }).click();
  const reset = await page.getByRole('link', { name: 'Follow the password reset link' }).getAttribute('href');
  expect(reset).toMatch(/\/auth\/v1\/verify\?token=\w+&type=recovery&redirect_to=/);

  await page.goto(`${backend.url}/`);
  const row = page.getByRole('row', { name: /ui@example\.com/ });
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  await page.goto(`${backend.url}/forms`);
  await expect(page.getByText('<script>alert(1)</script>')).toBeVisible();

  await page.goto(`${backend.url}/settings`);
  await page.getByLabel(/Autoconfirm/).check();
  await page.getByLabel(/Disable sign-ups/).check();
  await page.getByRole('button', { name: 'Save' }).click();
  const settings = await (await fetch(`${backend.url}/_emulator/api/settings`)).json();
  expect(settings).toEqual({ autoconfirm: true, disable_signup: true, rate_limits: false });

  await page.goto(`${backend.url}/`);
  await page.getByRole('row', { name: /ui@example\.com/ }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No users yet.')).toBeVisible();
  expect(blocked).toEqual([]);
});
