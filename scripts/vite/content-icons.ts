import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { fileIcons, ICON_URL_PREFIX, lucideSvg } from '../icons/lucide-icons.ts';

/**
 * Writes `public/icons/<name>.svg` (git-ignored, rebuilt each start) for every icon served as a
 * file (see fileIcons), so Vite serves them in dev and copies them into the build like any
 * public file.
 */
export function contentIcons(root: string): Plugin {
  return {
    name: 'content-icons',
    config() {
      const dir = join(root, 'public', ICON_URL_PREFIX);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      for (const name of fileIcons(root)) {
        const svg = lucideSvg(name);
        if (svg) writeFileSync(join(dir, `${name}.svg`), svg);
      }
    },
  };
}
