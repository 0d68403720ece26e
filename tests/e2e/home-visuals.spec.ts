import type { Locator, Page } from '@playwright/test';
import en from '../../src/content/home/sections';
import { locales } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';
import { deploymentDrawing, ledgerDrawing } from '../../src/templates/home/diagram-drawings';
import { symbolId } from '../../src/components/ui/icon-sprite';
import { type DrawingPlaces, type LabelPlace } from '../../src/templates/home/drawing';
import { heroIllustrationPlaces } from '../../src/templates/home/hero-illustration-places';
import { walletScreenPlaces } from '../../src/templates/home/wallet-screen-places';
import { expectHomeDrawingsDrawn } from '../support/home-drawings';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

/** The home page's drawings: where each is on the page, and where its words go. */
const drawings: { name: string; selector: string; places: DrawingPlaces<string>; diagram?: true }[] = [
  { name: 'the hero illustration', selector: 'svg.hero-illustration', places: heroIllustrationPlaces },
  { name: 'the e-wallet screen', selector: `svg:has(> use[href$="#${symbolId('wallet-pay')}"])`, places: walletScreenPlaces },
  { name: 'the ledger diagram', selector: 'svg[aria-labelledby="ledger-diagram-title"]', places: ledgerDrawing.places, diagram: true },
  { name: 'the deployment diagram', selector: 'svg[aria-labelledby="deployment-diagram-title"]', places: deploymentDrawing.places, diagram: true },
];

/** The places of a drawing's words in the order the page writes them. */
const placesInOrder = (places: DrawingPlaces<string>): LabelPlace[] => Object.values(places).flatMap((at) => (Array.isArray(at) ? at : [at]));

test.beforeEach(async ({ page }) => skipIntro(page));

for (const locale of locales) {
  test(`every word on the home page’s drawings fits its place, and no diagram word is under 12 px on a phone (${locale})`, async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(pathIn(locale, '/'));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const drawing of drawings) {
      const svg = page.locator(drawing.selector);
      const measured = await svg.evaluate((element) => {
        const scale = element.getBoundingClientRect().width / (element as SVGSVGElement).viewBox.baseVal.width;
        return [...element.querySelectorAll('text')].map((text) => {
          const lines: SVGTextContentElement[] = text.querySelector('tspan') ? [...text.querySelectorAll('tspan')] : [text];
          return {
            text: text.textContent,
            length: Math.max(...lines.map((line) => line.getComputedTextLength())),
            pixels: Number(text.getAttribute('font-size')) * scale,
          };
        });
      });
      const places = placesInOrder(drawing.places);
      expect(measured, drawing.name).toHaveLength(places.length);
      const overflowing = measured.filter((word, index) => word.length > places[index]!.width).map((word) => `${word.text} (${word.length.toFixed(0)})`);
      expect(overflowing, `${drawing.name}: words wider than their place`).toEqual([]);
      if (drawing.diagram) {
        const small = measured.filter((word) => word.pixels < 12).map((word) => `${word.text} (${word.pixels.toFixed(1)} px)`);
        expect(small, `${drawing.name}: words under 12 px`).toEqual([]);
      }
    }
  });
}

test('the diagrams are images named by their titles, described, and drawn in both themes, each in its own colours', async ({ page }) => {
  const fills: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/');
    for (const panel of en.technology.panels) {
      const diagram = page.getByRole('img', { name: panel.title, exact: true });
      await expect(diagram).toHaveAccessibleDescription(panel.description);
    }
    await expectHomeDrawingsDrawn(page);
    fills.push(await page.locator('use.v-diagram').first().evaluate((use) => getComputedStyle(use).fill));
  }
  expect(fills[0]).not.toBe(fills[1]);
});

/**
 * What the largest paint may be: the headline; on a phone, where the intro under it covers more of
 * the screen, the intro (as before the illustration). Never a drawing.
 */
const largestPaints = { phone: ['H1#home-heading', 'P#'], desktop: ['H1#home-heading'] };

for (const [width, viewport] of Object.entries({ phone, desktop })) {
  test(`the hero’s words stay the largest paint and nothing moves as the page and its drawings paint (${width})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const seen = window as unknown as { shifted: number; largest: string[] };
      seen.shifted = 0;
      seen.largest = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) seen.shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          seen.largest.push(`${entry.element?.tagName}#${entry.element?.id}${entry.element?.closest('svg') ? ' in a drawing' : ''}`);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/');
    const illustration = page.locator('svg.hero-illustration');
    // Measured where it stands once it has risen into place (a transform: it moves nothing else).
    await illustration.evaluate((svg) => Promise.all(svg.getAnimations().map((animation) => animation.finished)));
    const before = await illustration.boundingBox();
    expect(before!.height).toBeGreaterThan(100);
    await expectHomeDrawingsDrawn(page);
    expect(await illustration.boundingBox()).toEqual(before);
    const seen = await page.evaluate(() => {
      const { shifted, largest } = window as unknown as { shifted: number; largest: string[] };
      return { shifted, largest };
    });
    expect(seen.shifted).toBe(0);
    expect(largestPaints[width as keyof typeof largestPaints]).toContain(seen.largest.at(-1));
  });
}

/** The names of the CSS animations running on the page, and the properties each animates. */
const animations = (page: Page) =>
  page.evaluate(() =>
    document.getAnimations().map((animation) => ({
      name: (animation as CSSAnimation).animationName,
      properties: [...new Set((animation.effect as KeyframeEffect).getKeyframes().flatMap((frame) => Object.keys(frame)))]
        .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key))
        .sort(),
    })),
  );

test('motion: the illustration and the drawings rise in on transform and opacity alone, and not at all for visitors who ask for less', async ({ browser, baseURL }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ baseURL, reducedMotion, viewport: desktop });
    const page = await context.newPage();
    await skipIntro(page);
    await page.goto('/');
    await page.getByRole('img', { name: en.technology.panels[1]!.title }).scrollIntoViewIfNeeded();
    const running = (await animations(page)).filter(({ name }) => name === 'rise-in' || name === 'rise');
    if (reducedMotion === 'reduce') {
      expect(running).toEqual([]);
    } else {
      expect(running.map(({ name }) => name)).toContain('rise-in');
      expect(running.map(({ name }) => name)).toContain('rise');
      expect(running.filter(({ properties }) => properties.some((property) => !['opacity', 'transform'].includes(property)))).toEqual([]);
    }
    await context.close();
  }
});

/** Whether the element's content is wider than its box (it scrolls sideways). */
const scrollsSideways = (element: Locator) => element.evaluate((box) => box.scrollWidth > box.clientWidth + 1);

test('on a phone a long row of cards scrolls sideways, by keyboard too; on a wide screen the cards are a grid', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  const row = page.getByRole('group', { name: 'Digital Banking Ecosystem' });
  expect(await scrollsSideways(row)).toBe(true);
  await row.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => row.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await expect(row.getByRole('link')).toHaveCount(8);

  await page.setViewportSize(desktop);
  expect(await scrollsSideways(row)).toBe(false);
  expect(await scrollsSideways(page.locator('body'))).toBe(false);
});

test('the company timeline runs down the side on a phone and across a wide screen', async ({ page }) => {
  await page.goto('/');
  const years = page.locator('ol.timeline > li');
  await expect(years).toHaveCount(5);
  const tops = () => years.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  await page.setViewportSize(desktop);
  expect(new Set(await tops()).size).toBe(1);
  await page.setViewportSize(phone);
  const down = await tops();
  expect(down).toEqual([...down].sort((a, b) => a - b));
  expect(new Set(down).size).toBe(5);
});
