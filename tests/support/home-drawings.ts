import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { symbolId } from '../../src/components/ui/icon-sprite';
import { HOME_DRAWINGS_SOURCE } from '../../src/templates/home/drawing';

/** The symbols of the home page's drawings (the sprite also holds the icons). */
const drawingIds = [...readFileSync(HOME_DRAWINGS_SOURCE, 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map((match) => symbolId(match[1]!));

/**
 * Each of these (at least `atLeast`) <use>s is painted: it found its symbol, in the page (a
 * prerendered page carries its own) or in the sprite file (a page the app rendered).
 */
export async function expectDrawn(uses: Locator, atLeast: number): Promise<void> {
  // A page the app renders after a navigation may still be on its way when the address has changed.
  await expect.poll(() => uses.count()).toBeGreaterThanOrEqual(atLeast);
  await expect
    .poll(() => uses.evaluateAll((elements) => elements.filter((use) => (use as SVGUseElement).getBBox().width === 0).map((use) => use.getAttribute('href'))))
    .toEqual([]);
}

/** Every shape of the home page's drawings, the hero's and the lower sections', is painted. */
export async function expectHomeDrawingsDrawn(page: Page): Promise<void> {
  await expectDrawn(page.locator(drawingIds.map((id) => `main use[href$="#${id}"]`).join(', ')), 11);
}
