import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { HOME_DRAWINGS_SOURCE, HOME_DRAWINGS_URL } from '../../src/templates/home/drawing';

/** The symbols of the home page's drawings (the sprite also holds the icons). */
const drawingIds = [...readFileSync(HOME_DRAWINGS_SOURCE, 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!);

/** Every shape of the home page's drawings is painted: each <use> found its symbol in the file it names. */
export async function expectHomeDrawingsDrawn(page: Page): Promise<void> {
  const uses = page.locator(drawingIds.map((id) => `main use[href="${HOME_DRAWINGS_URL}#${id}"]`).join(', '));
  expect(await uses.count()).toBeGreaterThan(10);
  await expect
    .poll(() => uses.evaluateAll((elements) => elements.filter((use) => (use as SVGUseElement).getBBox().width === 0).map((use) => use.getAttribute('href'))))
    .toEqual([]);
}
