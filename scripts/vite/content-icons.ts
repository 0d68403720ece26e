import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { ICON_SPRITE_URL, symbolId } from '../../src/components/ui/icon-sprite.ts';
import { DEVICES_SOURCE } from '../../src/components/visuals/devices.ts';
import { HOME_DRAWINGS_SOURCE } from '../../src/templates/home/drawing.ts';
import { lucideSprite, siteIcons } from '../icons/lucide-icons.ts';

const SYMBOL = /<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g;

/**
 * The sprite with the symbols of a drawings file added (its comments and layout whitespace left
 * out). A drawing named like an icon would hide one of the two, so that fails the build.
 */
export function withDrawings(sprite: string, drawings: string, source: string): string {
  const icons = new Set([...sprite.matchAll(SYMBOL)].map(([, id]) => id));
  const symbols = [...drawings.replace(/<!--[\s\S]*?-->/g, '').matchAll(SYMBOL)];
  const clashes = symbols.map(([, id]) => id).filter((id) => icons.has(id));
  if (clashes.length > 0) throw new Error(`${source}: ${clashes.join(', ')} already name icons of the sprite; rename the drawings`);
  const added = symbols.map(([symbol]) => symbol.replace(/>\s+</g, '><')).join('');
  return sprite.replace(/<\/svg>$/, `${added}</svg>`);
}

/**
/** The drawings whose symbols join the icons in the sprite. */
const DRAWING_SOURCES = [HOME_DRAWINGS_SOURCE, DEVICES_SOURCE];

/**
 * Writes `public/icons/sprite.svg` (git-ignored, rebuilt each start) with every icon the site names
 * and the drawings (the home page's, the mockups' devices), each symbol's id made by `symbolId`:
 * every shape the app can draw. The prerenderer copies a page's own symbols into it; the app draws
 * from the file what it renders after a navigation. Vite serves it in dev and copies it into the
 * build like any public file.
 */
export function contentIcons(root: string): Plugin {
  return {
    name: 'content-icons',
    config() {
      const file = join(root, 'public', ICON_SPRITE_URL);
      rmSync(dirname(file), { recursive: true, force: true });
      mkdirSync(dirname(file), { recursive: true });
      const sprite = DRAWING_SOURCES.reduce(
        (icons, source) => withDrawings(icons, readFileSync(join(root, source), 'utf8'), source),
        lucideSprite(siteIcons(root)),
      );
      writeFileSync(file, sprite.replace(/<symbol id="([^"]+)"/g, (_, id: string) => `<symbol id="${symbolId(id)}"`));
    },
  };
}
