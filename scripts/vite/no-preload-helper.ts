import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Replaces Vite's preload helper with a plain call. Vite wraps every lazy `import()` in it to
 * preload the chunk's dependencies and stylesheets; with `modulePreload: false` and one inlined
 * stylesheet it is always handed an empty list, yet its ~0.9 KB gzip (and a chunk of its own) came
 * with every page. The prerenderer preloads each page's chunks itself (scripts/prerender/preload-links.ts).
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined;
      },
    },
  };
}
