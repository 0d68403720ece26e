import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { locales } from '../../src/shared/locales';
import { assetsDirOf } from '../../src/shared/precache-locales';

/** A stylesheet link to the build's CSS, in any language's assets folder (`/assets/`, `/zh/assets/`). */
const stylesheetLink = new RegExp(`<link rel="stylesheet"[^>]*href="(/(?:${locales.map(assetsDirOf).join('|')})/[^"]+\\.css)"[^>]*>`, 'g');

export interface InlinedStylesheet {
  /** The shell, the whole sheet in a `<style>` where its render-blocking link was. */
  html: string;
  /** The sheet's URL: the app loads it before it hydrates. */
  href: string;
  /** The sheet's text. */
  css: string;
}

/**
 * Replaces the render-blocking stylesheet link with the stylesheet itself, which saves a round trip
 * before the first paint on a mobile network; each page then keeps only the rules it uses
 * (page-styles.ts). No chunk loads a stylesheet of its own (one stylesheet, `cssCodeSplit: false`):
 * the file stays in the build, for the app to load whole.
 */
export async function inlineStylesheet(html: string, distDir: string): Promise<InlinedStylesheet> {
  const links = [...html.matchAll(stylesheetLink)];
  if (links.length !== 1) throw new Error(`The shell links ${links.length} stylesheets; the build makes one`);
  const [tag, href] = links[0]!;
  const css = await readFile(join(distDir, href!), 'utf8');
  return { html: html.replace(tag, () => `<style>${css}</style>`), href: href!, css };
}
