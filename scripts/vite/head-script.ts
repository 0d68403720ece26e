import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { bundleInlineScript } from './inline-script.ts';

const PLACEHOLDER = '<!--head-script-->';

/**
 * Inlines src/before-hydration/head.ts where index.html has `<!--head-script-->`, in the dev server
 * and in the build: the theme and the `js` class are on the page before its first paint.
 */
export function headScript(root: string): Plugin {
  let inline: Promise<string> | undefined;
  return {
    name: 'head-script',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`);
        inline ??= bundleInlineScript(root, resolve(root, 'src/before-hydration/head.ts')).then(({ code }) => code);
        return html.replace(PLACEHOLDER, `<script>${await inline}</script>`);
      },
    },
    handleHotUpdate({ file }) {
      if (file.includes('/src/before-hydration/') || file.includes('/src/theme/')) inline = undefined;
    },
  };
}
