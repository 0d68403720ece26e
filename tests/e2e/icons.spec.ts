import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ICON_SPRITE_URL } from '../../src/components/ui/icon-sprite';
import { HOME_DRAWINGS_SOURCE, HOME_DRAWINGS_URL } from '../../src/templates/home/drawing';
import { routes, translatedSamples } from '../support/registry';

/**
 * Page icons are `<svg class="icon"><use href="/icons/sprite.svg#name">`, and the home page's drawings
 * are symbols of the same file: a name the file lacks draws nothing and says nothing, so every
 * reference on every prerendered page is checked.
 */
test('every icon and drawing on every page names a symbol of the one sprite', async ({ request }) => {
  expect(HOME_DRAWINGS_URL).toBe(ICON_SPRITE_URL);
  const response = await request.get(ICON_SPRITE_URL);
  expect(response.status()).toBe(200);
  const symbols = new Set([...(await response.text()).matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!));
  const missing: string[] = [];
  const files = new Set<string>();
  const drawingNames = new Set([...readFileSync(HOME_DRAWINGS_SOURCE, 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!));
  let drawings = 0;
  for (const path of [...routes, ...translatedSamples]) {
    const html = await (await request.get(path)).text();
    for (const [, file, name] of html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)) {
      files.add(file!);
      if (!symbols.has(name!)) missing.push(`${path}: ${file}#${name}`);
      if (drawingNames.has(name!)) drawings += 1;
    }
  }
  expect(missing).toEqual([]);
  expect([...files]).toEqual([ICON_SPRITE_URL]);
  expect(drawings).toBeGreaterThan(10);
});

test('a page icon draws its shape from the sprite, in the colour of its text', async ({ page }) => {
  await page.goto('/use-cases/e-wallet');
  const icon = page.locator('main svg.icon').first();
  await expect(icon).toBeVisible();
  await expect.poll(() => icon.evaluate((svg) => svg.querySelector('use')!.getBBox().width)).toBeGreaterThan(0);
  const colours = await icon.evaluate((svg) => [getComputedStyle(svg).color, getComputedStyle(svg.parentElement!).color]);
  expect(colours[0]).toBe(colours[1]);
});
