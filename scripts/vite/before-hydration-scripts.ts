import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { bundleInlineScript } from './inline-script.ts';

/** Where index.html has each script of src/before-hydration, and the module it is built from. */
const SCRIPTS = {
  '<!--head-script-->': 'src/before-hydration/head.ts',
  '<!--early-input-script-->': 'src/before-hydration/early-input.entry.ts',
} as const;

/**
 * Inlines the scripts that run before the app, in the dev server and in the build: in `<head>` the
 * theme and the `js` class, on the page before its first paint; at the end of `<body>` the early
 * answers to the visitor's input. Each is built from typed modules into one minified classic script.
 */
export function beforeHydrationScripts(root: string): Plugin {
  const built = new Map<string, Promise<string>>();
  const script = (entry: string) => {
    let code = built.get(entry);
    if (!code) {
      code = bundleInlineScript(root, resolve(root, entry)).then((bundle) => bundle.code);
      built.set(entry, code);
    }
    return code;
  };
  return {
    name: 'before-hydration-scripts',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        // Developers' notes in index.html (a comment opened by a space) stay out of the pages.
        let page = html.replace(/[ \t]*<!-- [\s\S]*?-->\n?/g, '');
        for (const [placeholder, entry] of Object.entries(SCRIPTS)) {
          if (!page.includes(placeholder)) throw new Error(`index.html has no ${placeholder}`);
          const code = await script(entry);
          page = page.replace(placeholder, () => `<script>${code}</script>`);
        }
        return page;
      },
    },
    handleHotUpdate() {
      built.clear();
    },
  };
}
