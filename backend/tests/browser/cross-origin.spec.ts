import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../../scripts/local/browser-path.ts';
import { startBackend, type RunningBackend } from '../../server.ts';

// rebind.test stands for a name an attacker controls and has just pointed at 127.0.0.1.
test.use({ launchOptions: { executablePath: chromiumExecutable(), args: [...chromiumArgs, '--host-resolver-rules=MAP rebind.test 127.0.0.1'] } });

let backend: RunningBackend;
let otherSite: Server;
let otherOrigin: string;

test.beforeAll(async () => {
  backend = await startBackend({ memory: true, port: 0, bcryptCost: 4, rateLimits: false, autoconfirm: true, siteUrl: 'http://127.0.0.1:9/' });
  await fetch(`${backend.url}/auth/v1/signup`, { method: 'POST', body: JSON.stringify({ email: 'kept@example.com', password: 'secret-1' }) });
  // Any other page the developer happens to have open while the backend runs.
  otherSite = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Elsewhere</title>'));
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  otherSite.close();
  await backend.stop();
});

const users = async () => (await (await fetch(`${backend.url}/_emulator/api/users`)).json()) as unknown[];

test('a page on another origin can neither read the keys nor reset the backend', async ({ page }) => {
  await page.goto(otherOrigin);
  const outcome = await page.evaluate(async (base) => {
    const read = await fetch(`${base}/_emulator/api/keys`).then(
      (response) => response.text(),
      (error: Error) => `refused: ${error.name}`,
    );
    const blind = await fetch(`${base}/_emulator/api/keys`, { mode: 'no-cors' }).then((response) => response.type);
    // A "simple" request needs no preflight: only the server's own check can stop it.
    await fetch(`${base}/_emulator/api/reset`, { method: 'POST', mode: 'no-cors', body: 'x', headers: { 'Content-Type': 'text/plain' } });
    return { read, blind };
  }, backend.url);
  expect(outcome).toEqual({ read: 'refused: TypeError', blind: 'opaque' });
  expect(await users()).toHaveLength(1);
});

test('a rebound DNS name reaches nothing: the Host it sends is refused', async ({ page }) => {
  const rebound = `http://rebind.test:${backend.port}`;
  const settings = await page.goto(`${rebound}/settings`);
  expect(settings?.status()).toBe(403);
  await expect(page.getByText(backend.serviceRoleKey)).toHaveCount(0);
  const keys = await page.evaluate(() => fetch('/_emulator/api/keys').then((response) => response.status));
  expect(keys).toBe(403);
  expect(await page.evaluate(() => fetch('/_emulator/api/reset', { method: 'POST' }).then((response) => response.status))).toBe(403);
  expect(await users()).toHaveLength(1);
});
