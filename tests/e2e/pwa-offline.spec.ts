import { ICON_SPRITE_URL } from '../../src/components/ui/icon-sprite';
import { appStarted } from '../support/app-started';
import { expectDrawn, expectHomeDrawingsDrawn } from '../support/home-drawings';
import { aliases, registry, templateSamples } from '../support/registry';
import { skipIntro } from '../support/skip-intro';
import { backendUrl } from '../support/auth-support';
import { headingOf, visitOnce } from '../support/pwa-helpers';
import { expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

/** Pages only a signed-in visitor sees: this signed-out visitor is sent on to sign in, offline too. */
const signedInOnly = new Set(registry.pages.filter((page) => page.access === 'signed-in').map((page) => page.path));

/** A page of every template (the precache's list of every page is checked in tests/build/precache.test.ts). */
const pages = templateSamples.filter((path) => path !== '/no-such-page');

test('after one visit, a page of every template opens offline with its own h1, from the service worker', async ({ page, context, request }) => {
  const headings = new Map<string, string>();
  for (const path of [...pages, '/auth']) headings.set(path, await headingOf(request, path));
  await visitOnce(page);

  await context.setOffline(true);
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), `${path} comes from the worker`).toBe(true);
    expect(response?.status(), path).toBe(200);
    if (signedInOnly.has(path)) {
      await expect(page, path).toHaveURL(new RegExp(`/auth\\?next=${encodeURIComponent(path)}$`));
      await expect(page.locator('h1'), path).toHaveText(headings.get('/auth')!);
    } else {
      await expect(page.locator('h1'), path).toHaveText(headings.get(path)!);
    }
  }
});

test('offline, each redirect alias opens its target page', async ({ page, context, request }) => {
  await visitOnce(page);
  const targets = new Map<string, string>();
  for (const [, to] of aliases) targets.set(to, await headingOf(request, to));

  await context.setOffline(true);
  for (const [from, to] of aliases) {
    await page.goto(from);
    await expect(page, `${from} → ${to}`).toHaveURL(new URL(to, page.url()).href);
    await expect(page.locator('h1'), from).toHaveText(targets.get(to)!);
  }
});

test('offline, a path the site does not have shows the not-found page with status 404, not the home page', async ({ page, context }) => {
  await visitOnce(page);
  await context.setOffline(true);
  for (const path of ['/no-such-page', '/services/nothing-here', '/auth/extra?x=1']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText('Oops! Page not found');
  }
});

test('offline, a known page with a query string or a trailing slash still opens', async ({ page, context, request }) => {
  const heading = await headingOf(request, '/auth');
  await visitOnce(page);
  await context.setOffline(true);
  for (const path of ['/auth?next=%2F', '/auth/']) {
    await page.goto(path);
    await expect(page.locator('h1'), path).toHaveText(heading);
  }
});

test('the auth backend is never answered by the worker, online or offline', async ({ page, context }) => {
  await visitOnce(page, '/auth');
  const backendResponses: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(backendUrl)) backendResponses.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });
  const settings = `${backendUrl}/auth/v1/settings`;
  const online = await page.evaluate((url) => fetch(url).then((response) => response.status), settings);
  expect(online).toBeLessThan(500);
  expect(backendResponses.length).toBeGreaterThan(0);
  expect(backendResponses.every((response) => !response.fromWorker)).toBe(true);

  await context.setOffline(true);
  const offline = await page.evaluate((url) => fetch(url).then(() => 'answered', () => 'failed'), settings);
  expect(offline).toBe('failed');
  // Same-origin auth routes are on the worker's deny list too: offline they fail like any network request.
  await expect(page.goto('/auth/v1/settings')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('offline, the home page’s illustration and diagrams are drawn: opened, from the page itself; after a navigation, from the sprite the worker keeps', async ({
  page,
  context,
}) => {
  await visitOnce(page);
  await context.setOffline(true);
  const opened = await page.goto('/');
  expect(opened!.fromServiceWorker()).toBe(true);
  await expectHomeDrawingsDrawn(page);

  await page.goto('/use-cases/e-wallet');
  // A navigation inside the app: a page load would bring the page's own drawings, as above.
  await appStarted(page);
  const spriteFile = page.waitForResponse((response) => new URL(response.url()).pathname === ICON_SPRITE_URL);
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  expect((await spriteFile).fromServiceWorker()).toBe(true);
  await expectDrawn(page.locator('svg.hero-illustration use'), 7);
});

test("offline, a page the app goes to from home is styled as its prerendered page: the whole stylesheet comes from the worker's cache", async ({
  page,
  context,
}) => {
  await visitOnce(page);
  await context.setOffline(true);
  // Every page carries the rules it uses; the app loads the whole sheet, which styles what it renders after a navigation.
  const looks = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main h1, main h2, main section')].slice(0, 8).map((element) => {
        const style = getComputedStyle(element);
        return [element.localName, style.fontSize, style.display, style.gridTemplateColumns, style.paddingTop].join(' ');
      }),
    );
  await page.goto('/services/acquiring-services/softpos');
  await appStarted(page);
  const prerendered = await looks();
  const stylesheets: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.css')) stylesheets.push(`${response.status()} ${response.fromServiceWorker() ? 'from the worker' : 'from the network'}`);
  });
  await page.goto('/');
  await appStarted(page);
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await mainNav.getByText('Services', { exact: true }).hover();
  await mainNav.getByRole('link', { name: 'SoftPOS' }).click();
  await expect(page.locator('h1')).toHaveText('SoftPOS');
  // The flow diagram arrives with the visuals' chunk, from the worker's cache, after the heading.
  await expect.poll(looks).toEqual(prerendered);
  expect(stylesheets).toEqual(['200 from the worker']);
});
