import type { Page } from '@playwright/test';
import { locales } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';
import { appStarted } from '../support/app-started';
import { collectConsoleErrors } from '../support/console-errors';
import { flowPhases } from '../support/flow-diagram';
import { skipIntro } from '../support/skip-intro';
import { paintRecords } from '../support/paint-records';
import { expect, test } from '../support/test';

/** A phone app and a browser page, in each template. */
const mockupPages = ['/use-cases/e-wallet', '/use-cases/card-management', '/services/acquiring-services/softpos', '/services/acquiring-services/payment-gateway'];
const visualsChunk = /\/assets\/visual-components-[\w-]+\.js$/;

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

const mockup = (page: Page) => page.locator('main figure').getByRole('img');

/**
 * Where the drawn screen's content spills out of its frame: a phone's view (heading and blocks,
 * between the status bar and the tab bar) or a browser window's page.
 */
function overflowOf(page: Page): Promise<string[]> {
  return mockup(page).evaluate((frame) => {
    const screen = frame.firstElementChild!;
    const phone = frame.querySelector(':scope > svg') !== null;
    const view = phone ? screen.children[1]! : screen;
    const spilled = view.scrollHeight > view.clientHeight + 1 || view.scrollWidth > view.clientWidth + 1;
    return spilled ? [`${view.scrollWidth}×${view.scrollHeight} in ${view.clientWidth}×${view.clientHeight}`] : [];
  });
}

test('a first visit shows the prerendered visuals and hydrates without ever downloading the code that draws them', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (visualsChunk.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  for (const path of ['/use-cases/e-wallet', '/services/value-added-services/3d-secure']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveClass(/\bjs\b/);
  }
  await expect(page.getByRole('list', { name: 'Participants' })).toBeVisible();
  await page.goto('/use-cases/e-wallet');
  await page.waitForLoadState('networkidle');
  await expect(mockup(page)).toHaveAccessibleName(/^Illustration: an e-wallet app/);
  expect(chunks).toEqual([]);
  expect(errors).toEqual([]);
});

test('a page the app renders after a navigation draws its visuals, with the same markup as the prerendered page', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  // About the app's own navigation: before it arrives, a link is a page load.
  await appStarted(page);
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  for (const path of ['/use-cases/neobank', '/use-cases/e-wallet', '/services/value-added-services/3d-secure']) {
    await page.locator(`footer a[href="${path}"]`).click();
    await expect(page).toHaveURL(path);
    const prerendered = await (await request.get(path)).text();
    const name = /role="img" aria-label="([^"]+)"/.exec(prerendered)?.[1]?.replaceAll('&#x27;', "'");
    if (name) await expect(mockup(page)).toHaveAccessibleName(name);
    else await expect(flowPhases(page)).toHaveCount(4);
  }
  // The same document all along: the site navigated, it did not reload.
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

for (const locale of locales) {
  test(`in ${locale}, a mockup sits beside the heading on a desktop and after the intro on a phone, its screen within its frame`, async ({ page }) => {
    for (const path of mockupPages) {
      const url = pathIn(locale, path);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(url);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const heading = (await page.locator('h1').boundingBox())!;
      let picture = (await mockup(page).boundingBox())!;
      expect(picture.x, `${url}: beside the heading`).toBeGreaterThan(heading.x + heading.width);
      expect(await overflowOf(page), url).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      const intro = (await page.locator('h1 + p').boundingBox())!;
      picture = (await mockup(page).boundingBox())!;
      expect(picture.y, `${url}: after the intro`).toBeGreaterThan(intro.y + intro.height);
      expect(picture.x + picture.width, `${url}: within the screen`).toBeLessThanOrEqual(390);
      expect(await overflowOf(page), url).toEqual([]);
    }
  });
}

test('the heading and its intro stay the largest paint and nothing moves: the mockup is neither the LCP element nor shifted', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of mockupPages) {
      await page.goto(path);
      // Everything the page loads by itself has come and been drawn.
      await page.waitForLoadState('networkidle');
      const { largest, largestIsExpected, shift } = await paintRecords(page, 'h1, h1 + p');
      expect(largestIsExpected, `${path} at ${width} px: ${largest}`).toBe(true);
      expect(shift, `${path} at ${width} px`).toBe(0);
    }
  }
});

test.describe('the contactless reader in the SoftPOS mockup', () => {
  const rings = (page: Page) => mockup(page).locator('[class*="animate-ping"]');

  test('pulses a few times where motion is welcome', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/services/acquiring-services/softpos');
    await expect(rings(page)).toHaveCSS('animation-name', 'ping');
    await expect(rings(page)).toHaveCSS('animation-iteration-count', '3');
  });

  test('stands still for a visitor who asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services/acquiring-services/softpos');
    await expect(rings(page)).toHaveCSS('animation-name', 'none');
  });
});
