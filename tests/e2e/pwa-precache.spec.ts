import { expect, test, type Page, type Request } from '@playwright/test';
import { skipIntro } from '../support/skip-intro';
import { visitOnce } from '../support/pwa-helpers';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

/** The state the installing worker ends in: 'activated' when the whole site was stored, 'redundant' when the install failed. */
async function installOutcome(page: Page): Promise<string> {
  return page.evaluate(async () => {
    let registration = await navigator.serviceWorker.getRegistration();
    while (!registration?.installing && !registration?.active) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      registration = await navigator.serviceWorker.getRegistration();
    }
    const worker = registration.installing;
    if (!worker) return registration.active!.state;
    return new Promise<string>((resolve) => {
      const settled = () => {
        if (worker.state === 'activated' || worker.state === 'redundant') resolve(worker.state);
      };
      worker.addEventListener('statechange', settled);
      settled();
    });
  });
}

test('the worker stores the site four files at a time, not one by one: on a slow link, four are on their way at once', async ({
  page,
  context,
}) => {
  let inFlight = 0;
  let most = 0;
  context.on('request', (request) => {
    if (!request.serviceWorker()) return;
    inFlight += 1;
    most = Math.max(most, inFlight);
  });
  const ended = (request: Request) => {
    if (request.serviceWorker()) inFlight -= 1;
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  // The first dozen of the worker's requests each take 300 ms to come back, as on a phone's link.
  let held = 0;
  await context.route('**/*', async (route) => {
    if (route.request().serviceWorker() && held < 12) {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await route.continue();
  });
  await visitOnce(page);
  expect(held).toBe(12);
  expect(most).toBe(4);
});

test('a file that does not arrive fails the install, so a half-stored site never takes over; the next visit stores it all', async ({
  page,
  context,
}) => {
  const missing = '**/use-cases/e-wallet.html';
  let refused = 0;
  await context.route(missing, async (route) => {
    if (!route.request().serviceWorker()) return route.continue();
    refused += 1;
    return route.fulfill({ status: 503, body: 'Service Unavailable' });
  });
  await page.goto('/');
  expect(await installOutcome(page)).toBe('redundant');
  expect(refused).toBe(1);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  await context.unroute(missing);
  await page.reload();
  await visitOnce(page);
  await context.setOffline(true);
  await page.goto('/use-cases/e-wallet');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
