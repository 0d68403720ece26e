import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { locales } from '../../src/shared/locales';
import { assetsDirOf } from '../../src/shared/precache-locales';
import { SITE_STYLESHEET_ATTRIBUTE } from '../../src/styles/complete-stylesheet';
import { trimStylesheet } from './trim-stylesheet';

/** A stylesheet link to the build's CSS, in any language's assets folder (`/assets/`, `/zh/assets/`). */
const stylesheetLink = new RegExp(`<link rel="stylesheet"[^>]*href="(/(?:${locales.map(assetsDirOf).join('|')})/[^"]+\\.css)"[^>]*>`, 'g');

/** The build's stylesheet: its URL and its text. */
export interface Stylesheet {
  href: string;
  css: string;
}

/**
 * Replaces the render-blocking stylesheet link with the stylesheet itself: the one CSS file is
 * small (a few KB gzip), and inlining saves a round trip before first paint on mobile networks. No
 * chunk loads a stylesheet of its own (one stylesheet, `cssCodeSplit: false`), so nothing asks for
 * the file, except the home page's app when it leaves the page (see `trimToPage`).
 */
export async function inlineStylesheet(html: string, distDir: string): Promise<{ html: string; stylesheet: Stylesheet }> {
  const links = [...html.matchAll(stylesheetLink)];
  if (links.length !== 1) throw new Error(`The shell links ${links.length} stylesheets; the build makes one`);
  const [tag, href] = links[0]!;
  const css = await readFile(join(distDir, href!), 'utf8');
  return { html: html.replace(tag, () => `<style>${css}</style>`), stylesheet: { href: href!, css } };
}

const classAttribute = /\sclass="([^"]*)"/g;
const inlineScript = /<script\b[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The page with, inlined, only the rules its elements can match: those of the classes in its HTML,
 * in its inline scripts, or in the scripts it can run without leaving it (`scripts`: menus, dialogs,
 * toasts). The `<style>` names the whole stylesheet, which the app adopts before it shows another
 * page (src/styles/complete-stylesheet.ts).
 */
export function trimToPage(html: string, stylesheet: Stylesheet, scripts: string): string {
  const full = `<style>${stylesheet.css}</style>`;
  if (!html.includes(full)) throw new Error('The page does not inline the site stylesheet');
  const classes = new Set([...html.matchAll(classAttribute)].flatMap(([, names]) => names!.split(/\s+/)));
  const code = [...html.matchAll(inlineScript)].map(([, script]) => script).join('\n') + scripts;
  const trimmed = trimStylesheet(stylesheet.css, (name) => classes.has(name) || code.includes(name));
  return html.replace(full, () => `<style ${SITE_STYLESHEET_ATTRIBUTE}="${stylesheet.href}">${trimmed}</style>`);
}
