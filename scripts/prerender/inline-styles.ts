import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { locales } from '../../src/shared/locales';
import { assetsDirOf } from '../../src/shared/precache-locales';

/** A stylesheet link to the build's CSS, in any language's assets folder (`/assets/`, `/zh/assets/`). */
const stylesheetLink = new RegExp(`<link rel="stylesheet"[^>]*href="(/(?:${locales.map(assetsDirOf).join('|')})/[^"]+\\.css)"[^>]*>`, 'g');

/**
 * Replaces the render-blocking stylesheet link with the stylesheet itself: the one CSS file is
 * small (a few KB gzip), and inlining saves a round trip before first paint on mobile networks. No
 * chunk loads a stylesheet of its own (one stylesheet, `cssCodeSplit: false`), so nothing asks for
 * the file: every page carries the whole sheet, and the app shows any page with it.
 */
export async function inlineStylesheet(html: string, distDir: string): Promise<string> {
  const links = [...html.matchAll(stylesheetLink)];
  if (links.length !== 1) throw new Error(`The shell links ${links.length} stylesheets; the build makes one`);
  const [tag, href] = links[0]!;
  const css = await readFile(join(distDir, href!), 'utf8');
  return html.replace(tag, () => `<style>${css}</style>`);
}
