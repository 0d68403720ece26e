import type { Page } from '@playwright/test';
import { appStarted } from '../support/app-started';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

// Each page carries the rules its HTML uses (scripts/prerender/page-styles.ts); the app loads the
// site's whole sheet before it hydrates, and applies it when it first changes the page
// (src/styles/whole-stylesheet.ts). What a page weighs is in every-template.spec.ts.

/** TCP's initial congestion window: what a new connection delivers in its first round trip. */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

test('a small page, its headers and all, comes in the first round trip of a new connection', async ({ page }) => {
  for (const path of ['/auth', '/no-such-page']) {
    const response = await page.goto(path);
    const sizes = await response!.request().sizes();
    expect(response!.headers()['content-encoding'], path).toBe('gzip');
    expect(sizes.responseHeadersSize + sizes.responseBodySize, path).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  }
});

test('a page asks for one stylesheet, the whole sheet, once it is on screen; what loads later asks for none', async ({ page }) => {
  await skipIntro(page);
  const stylesheets: string[] = [];
  let lowerSections = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    // The home page's lower sections are a chunk of their own, loaded as the visitor scrolls to them.
    if (/\/assets\/HomeSections-[\w-]+\.js$/.test(request.url())) lowerSections = true;
  });
  const html = await (await page.goto('/'))!.text();
  const whole = /data-stylesheet="([^"]+)"/.exec(html)?.[1];
  expect(whole).toMatch(/^\/assets\/[\w-]+\.css$/);
  await appStarted(page);
  await expect(async () => {
    await page.mouse.wheel(0, 500);
    expect(lowerSections).toBe(true);
  }).toPass();
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([whole]);
});

/** How the first elements of the page's main content are laid out and painted. */
const mainStyles = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('*')].slice(0, 120).map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName} ${element.className} ${style.display} ${style.fontSize} ${style.color} ${style.backgroundColor} ${style.padding} ${style.gridTemplateColumns} ${style.borderRadius}`;
    }),
  );

test('a page the app shows on a move inside it looks as it does loaded on its own', async ({ page }) => {
  // A service page with a drawing: many rules the not-found page, which carries the fewest, has not.
  const service = '/services/acquiring-services/softpos';
  await page.goto(service);
  const title = await page.locator('main h1').textContent();
  const direct = await mainStyles(page);
  await page.goto('/no-such-page');
  await appStarted(page);
  await page.locator(`footer a[href="${service}"]`).click();
  await expect(page).toHaveURL(service);
  await expect(page.locator('main h1')).toHaveText(title!);
  // The drawing is a chunk of its own, fetched on the move
  // (src/components/visuals/VisualSlots.tsx): the page is compared once it has drawn it.
  await expect.poll(() => mainStyles(page)).toEqual(direct);
});

test("the whole sheet is loaded but applies only once the app changes the page: until then the page's own rules style what it shows", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/use-cases/e-wallet');
  await appStarted(page);
  const whole = page.locator('link[data-whole-stylesheet]');
  await expect.poll(() => whole.evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true);

  // A browser's install offer shows the header's button: it was in the page, hidden, so the page's own rules style it.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(offer, { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
    window.dispatchEvent(offer);
  });
  const install = page.getByRole('banner').getByRole('button', { name: 'Install app' });
  await expect(install).toBeVisible();
  const looks = () =>
    install.evaluate((button) => {
      const style = getComputedStyle(button);
      return [style.display, style.padding, style.borderRadius, style.fontSize, style.color, style.backgroundColor, style.height].join(' ');
    });
  const withOwnRules = await looks();
  await expect(whole).toHaveAttribute('media', 'not all');

  // A move inside the app draws another page: the whole sheet applies with it, and changes nothing the page's rules styled.
  await page.locator('footer a[href="/services/acquiring-services/softpos"]').click();
  await expect(page.locator('main h1')).toHaveText('SoftPOS');
  await expect(whole).toHaveAttribute('media', 'all');
  expect(await looks()).toBe(withOwnRules);
});
