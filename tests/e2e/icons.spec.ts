import { readFileSync } from 'node:fs';
import { appStarted } from '../support/app-started';
import { ICON_SPRITE_URL, symbolId } from '../../src/components/ui/icon-sprite';
import { HOME_DRAWINGS_SOURCE } from '../../src/templates/home/drawing';
import { expectDrawn } from '../support/home-drawings';
import { routes, translatedSamples } from '../support/registry';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

/**
 * Page icons are `<svg class="icon"><use href="#symbol-name">` and the drawings are `<use>`s too: a
 * prerendered page carries the symbols it draws, copies of the sprite's. A name the page lacks
 * draws nothing and says nothing, so every reference on every prerendered page is checked.
 */
test('every icon and drawing on every page names a symbol the page carries, as the one sprite has it', async ({ request }) => {
  const response = await request.get(ICON_SPRITE_URL);
  expect(response.status()).toBe(200);
  const sprite = new Map([...(await response.text()).matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g)].map(([symbol, id]) => [id!, symbol]));
  const drawingIds = new Set([...readFileSync(HOME_DRAWINGS_SOURCE, 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map((match) => symbolId(match[1]!)));
  const wrong: string[] = [];
  let drawings = 0;
  for (const path of [...routes, ...translatedSamples]) {
    const html = await (await request.get(path)).text();
    const carried = html.match(/<svg class="page-symbols"[^>]*>[\s\S]*?<\/svg>/)?.[0] ?? '';
    for (const [, href] of html.matchAll(/<use href="([^"]+)"/g)) {
      const id = href!.slice(1);
      if (!href!.startsWith('#') || !sprite.has(id)) wrong.push(`${path}: ${href} is not a symbol of the sprite in the page`);
      else if (!carried.includes(sprite.get(id)!)) wrong.push(`${path}: does not carry ${id}`);
      if (drawingIds.has(id)) drawings += 1;
    }
  }
  expect(wrong).toEqual([]);
  expect(drawings).toBeGreaterThan(10);
});

test('a page icon draws its shape, in the colour of its text', async ({ page }) => {
  await page.goto('/use-cases/e-wallet');
  const icon = page.locator('main svg.icon').first();
  await expect(icon).toBeVisible();
  await expect.poll(() => icon.evaluate((svg) => svg.querySelector('use')!.getBBox().width)).toBeGreaterThan(0);
  const colours = await icon.evaluate((svg) => [getComputedStyle(svg).color, getComputedStyle(svg.parentElement!).color]);
  expect(colours[0]).toBe(colours[1]);
});

test('the symbols a page carries have no box of their own, and the icons that use them still draw', async ({ page }) => {
  await page.goto('/?intro=seen');
  const symbols = page.locator('body > svg.page-symbols');
  await expect(symbols).toHaveCount(1);
  expect(await symbols.evaluate((svg) => [svg.getClientRects().length, svg.querySelectorAll('symbol').length > 20])).toEqual([0, true]);
  const icon = page.locator('#home svg.icon').first();
  await expect(icon).toBeVisible();
  expect(await icon.evaluate((svg) => svg.querySelector('use')!.getBBox().width)).toBeGreaterThan(0);
});

test('a page the app renders after a navigation draws the symbols the first page lacked from the sprite file', async ({ page }) => {
  await skipIntro(page);
  await page.goto('/auth');
  // A navigation inside the app: a page load would bring the page's own symbols.
  await appStarted(page);
  const spriteFile = page.waitForResponse((response) => new URL(response.url()).pathname === ICON_SPRITE_URL);
  await page.locator('header a[href="/"]').first().click();
  await expect(page.locator('#home-heading')).toBeVisible();
  expect((await spriteFile).status()).toBe(200);
  await expectDrawn(page.locator(`svg.hero-illustration use[href="${ICON_SPRITE_URL}#${symbolId('hero-backdrop')}"]`), 1);
});
