import { expect, test } from '@playwright/test';
import { DEVICES_URL } from '../../src/components/visuals/devices';
import { skipIntro } from '../support/skip-intro';
import { visitOnce } from '../support/pwa-helpers';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test("offline, after one visit, the pages' mockups and flow diagrams are there: the phone's drawing and the code that draws them come from the worker", async ({
  page,
  context,
}) => {
  await visitOnce(page);
  await context.setOffline(true);
  const drawings: { status: number; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === DEVICES_URL) drawings.push({ status: response.status(), fromWorker: response.fromServiceWorker() });
  });

  // A page opened offline: its prerendered mockup, drawn in the phone read from the cache.
  await page.goto('/use-cases/e-wallet');
  await expect(page.locator('main figure').getByRole('img')).toHaveAccessibleName(/^Illustration: /);
  await expect.poll(() => drawings).toContainEqual({ status: 200, fromWorker: true });

  // Pages the app renders itself after a navigation, offline: it loads the visuals' chunk from the cache.
  await page.locator('footer a[href="/use-cases/neobank"]').click();
  await expect(page.locator('main figure').getByRole('img')).toHaveAccessibleName(/^Illustration: a neobank app/);
  await page.locator('footer a[href="/services/value-added-services/3d-secure"]').click();
  await expect(page.getByRole('list', { name: 'Participants' })).toBeVisible();
  await expect(page.locator('main ol')).toHaveCount(4);
});
