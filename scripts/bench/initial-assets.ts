import { gzipSync } from 'node:zlib';

/** The JS and CSS a page asks for before any interaction: its module scripts, module preloads and stylesheets. */
export function initialAssetUrls(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src) continue;
    if (tag.startsWith('<script') && /type="module"/.test(tag)) js.add(src);
    else if (/rel="modulepreload"/.test(tag)) js.add(src);
    else if (/rel="stylesheet"/.test(tag)) css.add(src);
  }
  return { js: [...js], css: [...css] };
}

export function gzipSize(body: Buffer | string): number {
  return gzipSync(body).length;
}

/** Bytes of inline <script> and <style> in a page (they ship with the HTML). */
export function inlineBytes(html: string): { js: number; css: number } {
  const sum = (pattern: RegExp) => [...html.matchAll(pattern)].reduce((total, match) => total + (match[1]?.length ?? 0), 0);
  return {
    js: sum(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
    css: sum(/<style[^>]*>([\s\S]*?)<\/style>/g),
  };
}
