import { gzipSync } from 'node:zlib';

/**
 * The JS and CSS a page loads before any interaction: entry script, module preloads, stylesheets it
 * links (render-blocking), inline styles, and the whole stylesheet the app's loader adds as it
 * starts the app, after the first paint (`appCss`).
 */
export function initialAssetUrls(html: string): { js: string[]; css: string[]; appCss: string[]; inlineCss: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  // The app's loader (src/before-hydration/app-loader.ts) names the entry, its preloads and the whole stylesheet.
  const loader = /<script data-entry="([^"]+)" data-preload="([^"]*)"(?: data-stylesheet="([^"]+)")?>/.exec(html);
  if (loader) [loader[1]!, ...loader[2]!.split(' ').filter(Boolean)].forEach((url) => js.add(url));
  const appCss = loader?.[3] ? [loader[3]] : [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src) continue;
    if (tag.startsWith('<script') && /type="module"/.test(tag)) js.add(src);
    else if (/rel="modulepreload"/.test(tag)) js.add(src);
    else if (/rel="stylesheet"/.test(tag)) css.add(src);
  }
  return { js: [...js], css: [...css], appCss, inlineCss: [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!) };
}

export function gzipSize(body: Buffer | string): number {
  return gzipSync(body).length;
}
