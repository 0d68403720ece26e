import { expect, type Page } from '@playwright/test';
import { HOME_DRAWINGS_URL } from '../../src/templates/home/drawing';

/** Every shape of the home page's drawings is painted: each <use> found its symbol in the file it names. */
export async function expectHomeDrawingsDrawn(page: Page): Promise<void> {
  const uses = page.locator(`main use[href^="${HOME_DRAWINGS_URL}#"]`);
  expect(await uses.count()).toBeGreaterThan(10);
  await expect
    .poll(() => uses.evaluateAll((elements) => elements.filter((use) => (use as SVGUseElement).getBBox().width === 0).map((use) => use.getAttribute('href'))))
    .toEqual([]);
}
