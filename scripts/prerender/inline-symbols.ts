import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ICON_SPRITE_URL, SYMBOLS_ON_EVERY_PAGE, symbolId } from '../../src/components/ui/icon-sprite';

/** Every symbol of the built sprite, by id. */
export async function spriteSymbols(distDir: string): Promise<Map<string, string>> {
  const sprite = await readFile(join(distDir, ICON_SPRITE_URL), 'utf8');
  return new Map([...sprite.matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g)].map(([symbol, id]) => [id!, symbol]));
}

/**
 * The page with the symbols its `<use href="#…">` elements draw, in a hidden `<svg>` at the start
 * of its body (outside the app's root, so React never touches it). A page then paints its icons
 * and drawings in the pass that lays it out: no sprite document to fetch, parse and lay out first,
 * nor a second layout of every icon when it arrives; and those the app may need offline
 * (SYMBOLS_ON_EVERY_PAGE). A name the sprite lacks fails the build.
 */
export function inlineSymbols(html: string, symbols: Map<string, string>, page: string): string {
  const drawn = [...html.matchAll(/<use href="#([^"]+)"/g)].map(([, id]) => id!);
  const ids = [...new Set([...drawn, ...SYMBOLS_ON_EVERY_PAGE.map(symbolId)])].sort();
  const missing = ids.filter((id) => !symbols.has(id));
  if (missing.length > 0) throw new Error(`${page} draws ${missing.join(', ')}, which the sprite lacks`);
  const defs = `<svg class="page-symbols" aria-hidden="true" focusable="false">${ids.map((id) => symbols.get(id)).join('')}</svg>`;
  return html.replace(/<body([^>]*)>/, (body) => `${body}\n    ${defs}`);
}
