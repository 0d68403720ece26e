import { expect, test } from '@playwright/test';
import { ICON_SPRITE_URL } from '../../src/components/ui/icon-sprite';
import { HOME_DRAWINGS_URL } from '../../src/templates/home/drawing';
import { routes, translatedSamples } from '../support/registry';

/**
 * Page icons are `<svg class="icon"><use href="/icons/sprite.svg#name">`, the home page's drawings
 * `<use href="/visuals/home.svg#name">`: a name the file lacks draws nothing and says nothing, so
 * every reference on every prerendered page is checked.
 */
test('every icon and drawing on every page names a symbol of its file', async ({ request }) => {
  const symbols = new Map<string, Set<string>>();
  for (const file of [ICON_SPRITE_URL, HOME_DRAWINGS_URL]) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    symbols.set(file, new Set([...(await response.text()).matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!)));
  }
  const missing: string[] = [];
  const references = new Map<string, number>();
  for (const path of [...routes, ...translatedSamples]) {
    const html = await (await request.get(path)).text();
    for (const [, file, name] of html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)) {
      references.set(file!, (references.get(file!) ?? 0) + 1);
      if (!symbols.get(file!)?.has(name!)) missing.push(`${path}: ${file}#${name}`);
    }
  }
  expect(missing).toEqual([]);
  expect(references.get(ICON_SPRITE_URL)).toBeGreaterThan(routes.length);
  expect(references.get(HOME_DRAWINGS_URL)).toBeGreaterThan(10);
});

test('a page icon draws its shape from the sprite, in the colour of its text', async ({ page }) => {
  await page.goto('/use-cases/e-wallet');
  const icon = page.locator('main svg.icon').first();
  await expect(icon).toBeVisible();
  await expect.poll(() => icon.evaluate((svg) => svg.querySelector('use')!.getBBox().width)).toBeGreaterThan(0);
  const colours = await icon.evaluate((svg) => [getComputedStyle(svg).color, getComputedStyle(svg.parentElement!).color]);
  expect(colours[0]).toBe(colours[1]);
});
