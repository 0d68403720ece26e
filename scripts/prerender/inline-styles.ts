import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { locales } from '../../src/shared/locales';
import { assetsDirOf } from '../../src/shared/precache-locales';

/** A stylesheet link to the build's CSS, in any language's assets folder (`/assets/`, `/zh/assets/`). */
const stylesheetLink = new RegExp(`<link rel="stylesheet"[^>]*href="(/(?:${locales.map(assetsDirOf).join('|')})/[^"]+\\.css)"[^>]*>`, 'g');

/**
 * Replaces the render-blocking stylesheet links with the stylesheets themselves: the one CSS file
 * is small (a few KB gzip), and inlining saves a round trip before first paint on mobile networks.
 * No chunk loads a stylesheet of its own (one stylesheet, `cssCodeSplit: false`), so nothing asks
 * for the file again.
 */
export async function inlineStylesheets(html: string, distDir: string): Promise<string> {
  let result = html;
  for (const [tag, href] of html.matchAll(stylesheetLink)) {
    const css = await readFile(join(distDir, href!), 'utf8');
    result = result.replace(tag, () => `<style>${css}</style>`);
  }
  return result;
}
