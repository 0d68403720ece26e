import type { Page, Request } from '@playwright/test';
import { skipIntro } from '../support/skip-intro';
import { visitOnce } from '../support/pwa-helpers';
import { expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

/** The state the installing worker ends in: 'activated' when the whole site was stored, 'redundant' when the install failed. */
async function installOutcome(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await (window as unknown as { registering: Promise<ServiceWorkerRegistration> }).registering;
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
  // What the worker stores (its own script, fetched to install it, is not among them).
  const storing = (request: Request) => Boolean(request.serviceWorker()) && !new URL(request.url()).pathname.endsWith('/sw.js');
  let inFlight = 0;
  let most = 0;
  context.on('request', (request) => {
    if (!storing(request)) return;
    inFlight += 1;
    most = Math.max(most, inFlight);
  });
  const ended = (request: Request) => {
    if (storing(request)) inFlight -= 1;
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  // A stalling link: the first dozen of the files the worker stores each take 300 ms to come back.
  let stalled = 0;
  await context.route('**/*', async (route) => {
    if (storing(route.request()) && stalled < 12) {
      stalled += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await route.continue();
  });
  await visitOnce(page);
  expect(stalled).toBe(12);
  expect(most).toBe(4);
});

test('a file that does not arrive fails the install, so a half-stored site never takes over; the next visit stores it all', async ({
  page,
  context,
}) => {
  // The registration the page makes once it has loaded, kept where the test can wait for it.
  await page.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    let registered: (registration: ServiceWorkerRegistration) => void = () => undefined;
    Object.assign(window, { registering: new Promise((resolve) => (registered = resolve)) });
    navigator.serviceWorker.register = (...args) => register(...args).then((registration) => (registered(registration), registration));
  });
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
