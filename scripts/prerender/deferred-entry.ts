import { resolve } from 'node:path';
import { bundleInlineScript } from '../vite/inline-script';

/** The app's loader (src/before-hydration/app-loader.ts), as one minified classic script to inline. */
export async function appLoaderScript(root: string): Promise<string> {
  return (await bundleInlineScript(root, resolve(root, 'src/before-hydration/app-loader.entry.ts'))).code;
}

/**
 * Takes the app's entry script and module preloads out of the HTML and puts the app's loader (its
 * code, `loader`) at the end of the body instead, naming the entry, the modules and the whole
 * stylesheet in its data attributes: it starts the app once the prerendered page is on screen. The
 * script's text is the same on every page, so a content security policy allows it by one hash.
 */
export function deferEntry(html: string, pagePreloads: string[], loader: string, stylesheet: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('No entry script found in the HTML shell');
  const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]!);
  const modules = [...new Set([...preloads, ...pagePreloads])];
  const script = `<script data-entry="${entry[1]}" data-preload="${modules.join(' ')}" data-stylesheet="${stylesheet}">${loader}</script>`;
  return html.replace(entry[0], '').replace(preloadTag, '').replace('</body>', () => `${script}\n  </body>`);
}
