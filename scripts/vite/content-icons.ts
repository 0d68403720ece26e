import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { ICON_SPRITE_URL } from '../../src/components/ui/icon-sprite.ts';
import { lucideSprite, siteIcons } from '../icons/lucide-icons.ts';

/**
 * Writes `public/icons/sprite.svg` (git-ignored, rebuilt each start) with every icon the site names,
 * so Vite serves it in dev and copies it into the build like any public file.
 */
export function contentIcons(root: string): Plugin {
  return {
    name: 'content-icons',
    config() {
      const file = join(root, 'public', ICON_SPRITE_URL);
      rmSync(dirname(file), { recursive: true, force: true });
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, lucideSprite(siteIcons(root)));
    },
  };
}
