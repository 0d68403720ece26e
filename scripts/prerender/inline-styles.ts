import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Replaces the render-blocking stylesheet links with the stylesheets themselves: the one CSS file
 * is small (a few KB gzip), and inlining saves a round trip before first paint on mobile networks.
 * A disabled link to the file stays: it fetches nothing, but it is what Vite's loader of lazy
 * chunks looks for before it fetches the stylesheet again (every chunk that imports the entry
 * chunk lists it), which would restyle the whole page for nothing.
 */
export async function inlineStylesheets(html: string, distDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)];
  let result = html;
  for (const [tag, href] of links) {
    const css = await readFile(join(distDir, href!), 'utf8');
    result = result.replace(tag, () => `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`);
  }
  return result;
}
