import { expect, test } from '@playwright/test';
import { ICON_SPRITE_URL } from '../../src/components/ui/icon-sprite';
import { routes } from '../support/registry';

/**
 * Page icons are `<svg class="icon"><use href="/icons/sprite.svg#name">`: a name the sprite lacks
 * draws nothing and says nothing, so every reference on every prerendered page is checked.
 */
test('every icon on every page names a symbol of the sprite', async ({ request }) => {
  const sprite = await request.get(ICON_SPRITE_URL);
  expect(sprite.status()).toBe(200);
  const symbols = new Set([...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
  const missing: string[] = [];
  let references = 0;
  for (const path of routes) {
    const html = await (await request.get(path)).text();
    for (const [, file, name] of html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)) {
      references += 1;
      if (file !== ICON_SPRITE_URL || !symbols.has(name!)) missing.push(`${path}: ${file}#${name}`);
    }
  }
  expect(missing).toEqual([]);
  expect(references).toBeGreaterThan(routes.length);
});

test('a page icon draws its shape from the sprite, in the colour of its text', async ({ page }) => {
  await page.goto('/use-cases/e-wallet');
  const icon = page.locator('main svg.icon').first();
  await expect(icon).toBeVisible();
  await expect.poll(() => icon.evaluate((svg) => svg.querySelector('use')!.getBBox().width)).toBeGreaterThan(0);
  const colours = await icon.evaluate((svg) => [getComputedStyle(svg).color, getComputedStyle(svg.parentElement!).color]);
  expect(colours[0]).toBe(colours[1]);
});
