import { gzipSync } from 'node:zlib';

/** The JS and CSS a page loads before any interaction: entry script, module preloads, stylesheets and inline styles. */
export function initialAssetUrls(html: string): { js: string[]; css: string[]; inlineCss: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  // The app's loader (src/before-hydration/app-loader.ts) names the entry and its preloads.
  const loader = /<script data-entry="([^"]+)" data-preload="([^"]*)">/.exec(html);
  if (loader) [loader[1]!, ...loader[2]!.split(' ').filter(Boolean)].forEach((url) => js.add(url));
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src) continue;
    if (tag.startsWith('<script') && /type="module"/.test(tag)) js.add(src);
    else if (/rel="modulepreload"/.test(tag)) js.add(src);
    else if (/rel="stylesheet"/.test(tag)) css.add(src);
  }
  return { js: [...js], css: [...css], inlineCss: [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!) };
}

export function gzipSize(body: Buffer | string): number {
  return gzipSync(body).length;
}
