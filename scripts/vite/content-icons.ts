import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { fileIcons, ICON_SPRITE_URL, lucideSprite } from '../icons/lucide-icons.ts';

/**
 * Writes `public/icons/sprite.svg` (git-ignored, rebuilt each start) with every icon served as a
 * file (see fileIcons), so Vite serves it in dev and copies it into the build like any public file.
 */
export function contentIcons(root: string): Plugin {
  return {
    name: 'content-icons',
    config() {
      const file = join(root, 'public', ICON_SPRITE_URL);
      rmSync(dirname(file), { recursive: true, force: true });
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, lucideSprite(fileIcons(root)));
    },
  };
}
