import { stallingServer } from '../support/stalling-server';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

/**
 * On a connection that stalls partway through a page's HTML, the browser could paint what it has
 * parsed so far: a header whose row is half built, a hero without its last lines. When the rest
 * arrives, what was painted moves. So each page holds its first paint until its first screen is whole
 * (`firstScreenEnd` in src/content/head.ts).
 */
const stall = 1_500;

const cases = [
  { where: 'in the header, before its search and theme buttons', path: '/services/digital-banking-ecosystem', stallBefore: 'data-search-shortcut', viewport: { width: 1440, height: 900 } },
  { where: 'in the home page’s header', path: '/', stallBefore: 'data-search-shortcut', viewport: { width: 1440, height: 900 } },
  { where: 'in the home hero’s figures, between a term and its value', path: '/', stallBefore: '<dd', viewport: { width: 1440, height: 900 } },
  { where: 'in the tab bar of the phone beside a page’s heading, before its last row', path: '/use-cases/card-management', stallBefore: '<p class="mx-auto mb-[0.6em]', viewport: { width: 1440, height: 844 } },
];

for (const { where, path, stallBefore, viewport } of cases) {
  test(`a page whose HTML stalls ${where} paints nothing that then moves (${path})`, async ({ page, baseURL }) => {
    const server = await stallingServer(baseURL!, path, stallBefore, stall);
    try {
      await page.setViewportSize(viewport);
      await skipIntro(page);
      await page.addInitScript(() => {
        const seen = window as unknown as { shifted: number; firstPaint: number };
        seen.shifted = 0;
        seen.firstPaint = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) seen.shifted += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.name === 'first-paint') seen.firstPaint = entry.startTime;
        }).observe({ type: 'paint', buffered: true });
      });
      await page.goto(`${server.origin}${path}`);
      expect(server.stalls()).toBe(1);
      await expect(page.locator('footer')).toBeVisible();
      // (On a busy machine the load event can come before the first frame is on screen.)
      const firstPaint = () => page.evaluate(() => (window as unknown as { firstPaint: number }).firstPaint);
      await expect.poll(firstPaint).toBeGreaterThan(0);
      expect(await firstPaint(), 'the first paint waits for the rest of the first screen').toBeGreaterThan(stall);
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
    } finally {
      await server.close();
    }
  });
}
