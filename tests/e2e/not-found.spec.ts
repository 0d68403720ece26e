import { request as rawRequest } from 'node:http';
import { appStarted } from '../support/app-started';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

const notFoundHeading = 'Oops! Page not found';

/** Sends a path exactly as given (no URL normalisation), returning status and body. */
function rawGet(baseURL: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = rawRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('an unknown path shows the not-found page with status 404 and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(notFoundHeading);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).waitFor();
  await expect.poll(() => errors.join('\n')).toContain('/no-such-page');

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#home')).toBeVisible();
});

test('a client-side link to a missing page shows the not-found page', async ({ page }) => {
  await skipIntro(page);
  await page.goto('/');
  // About the app's router, which listens once the app has arrived.
  await appStarted(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/missing-from-client');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(notFoundHeading);
});

test.describe('odd paths', () => {
  const oddPaths = [
    '/services/%00',
    '/use-cases/../etc/passwd',
    '/use-cases/%2e%2e/%2e%2e/package.json',
    '/%E0%A4%A',
    `/${'a'.repeat(5000)}`,
    '/services/<script>alert(1)</script>',
    '/.vite/manifest.json',
    '/_redirects',
  ];
  for (const path of oddPaths) {
    test(`${path.slice(0, 40)} → 404 page`, async ({ baseURL }) => {
      const { status, body } = await rawGet(baseURL!, path);
      expect(status).toBe(404);
      expect(body).toContain(notFoundHeading);
    });
  }

  test('the server keeps serving after odd requests', async ({ request }) => {
    for (const path of oddPaths) await rawGet(test.info().project.use.baseURL!, path).catch(() => undefined);
    expect((await request.get('/')).status()).toBe(200);
  });

  test('the app shows the not-found page for odd paths without crashing', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/services/%E2%9C%93?x=%00');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(notFoundHeading);
    expect(pageErrors).toEqual([]);
  });
});
