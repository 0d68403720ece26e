import {
  backendUrl,
  createConfirmedUser,
  header,
  signInThroughPage,
  storedSession,
  withoutRateLimits,
} from '../support/auth-support';
import { expect, test } from '../support/test';

test.beforeAll(async ({ backend }) => withoutRateLimits(backend));

test('a session survives going offline and back', async ({ page, context, backend }) => {
  await signInThroughPage(page, await createConfirmedUser(backend, 'offline-session'));
  const before = await storedSession(page);

  await context.setOffline(true);
  // Hidden → visible makes supabase-js recover the session and try its refresh tick, offline.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.getByRole('link', { name: 'Tana Fintech' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(await storedSession(page)).toBe(before);

  await context.setOffline(false);
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(await storedSession(page)).not.toBeNull();
});

test('Sign Out while offline signs out at once, and the server is told once back online', async ({
  page,
  context,
  backend,
}) => {
  await signInThroughPage(page, await createConfirmedUser(backend, 'offline-sign-out'));
  await context.setOffline(true);
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => storedSession(page)).toBeNull();

  const logout = page.waitForRequest(
    (sent) => sent.url().startsWith(`${backendUrl}/auth/v1/logout`) && sent.method() === 'POST',
  );
  await context.setOffline(false);
  expect((await (await logout).response())?.status()).toBe(204);

  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
});
