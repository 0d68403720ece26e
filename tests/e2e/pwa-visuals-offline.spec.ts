import type { Locator } from '@playwright/test';
import { symbolId } from '../../src/components/ui/icon-sprite';
import { flowPhases } from '../support/flow-diagram';
import { skipIntro } from '../support/skip-intro';
import { visitOnce } from '../support/pwa-helpers';
import { expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

/** The phone a mockup is drawn in has its shape: its symbol was found, in the page or in the sprite. */
async function expectPhoneDrawn(figure: Locator) {
  const phone = figure.locator(`use[href$="#${symbolId('device-phone')}"]`);
  await expect.poll(() => phone.evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(0);
}

test("offline, after one visit, the pages' mockups and flow diagrams are there: the phone's drawing and the code that draws them come from the worker", async ({
  page,
  context,
}) => {
  await visitOnce(page);
  // The first visit is left before the test listens: what it was still loading then is cut off, not failed offline.
  await page.goto('about:blank');
  await context.setOffline(true);
  const notFromWorker: string[] = [];
  page.on('response', (response) => {
    if (!response.fromServiceWorker()) notFromWorker.push(response.url());
  });
  page.on('requestfailed', (request) => notFromWorker.push(`${request.url()} (${request.failure()?.errorText})`));

  // A page opened offline: its prerendered mockup, drawn in the phone the page carries.
  await page.goto('/use-cases/e-wallet');
  await expect(page.locator('main figure').getByRole('img')).toHaveAccessibleName(/^Illustration: /);
  await expectPhoneDrawn(page.locator('main figure'));

  // Pages the app renders itself after a navigation, offline: it loads the visuals' chunk and the sprite from the cache.
  await page.locator('footer a[href="/use-cases/neobank"]').click();
  await expect(page.locator('main figure').getByRole('img')).toHaveAccessibleName(/^Illustration: a neobank app/);
  await expectPhoneDrawn(page.locator('main figure'));
  await page.locator('footer a[href="/services/value-added-services/3d-secure"]').click();
  await expect(page.getByRole('list', { name: 'Participants' })).toBeVisible();
  await expect(flowPhases(page)).toHaveCount(4);
  expect(notFromWorker).toEqual([]);
});
