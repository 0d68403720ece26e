import { createHash } from 'node:crypto';

/** A CSP hash source for an inline script or stylesheet, as the browser computes it. */
export function cspHash(text: string): string {
  // The HTML parser turns CRLF into LF before the browser hashes an element's text.
  return `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** A script the browser runs: no `type`, a JavaScript type or a module (any other type is a data block, e.g. JSON-LD). */
const RUNS = /^(|module|(text|application)\/(javascript|ecmascript)|text\/jscript)$/i;

/**
 * The text of every inline `<script>` the browser runs (those without `src`) in a page. A data
 * block (`type="application/ld+json"`) is never run, so the policy does not govern it: hashing one
 * per page would only lengthen the policy past what a `_headers` line holds.
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(` ${attributes ?? ''}`))
    .filter(([, attributes]) => RUNS.test(/\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes ?? ''}`)?.[1]?.trim() ?? ''))
    .map(([, , text]) => text ?? '');
}

/** The text of every `<style>` element in a page. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map(([, text]) => text ?? '');
}

/**
 * Markup a strict policy would block, which would fail silently in the browser: event handler
 * attributes (`onclick=`), `style=` attributes and `javascript:` URLs. Returns each offending tag.
 */
export function blockedInlineMarkup(html: string): string[] {
  const markup = html.replace(INLINE_SCRIPT, '<script>').replace(INLINE_STYLE, '<style>').replace(/<!--[\s\S]*?-->/g, '');
  const tags = markup.match(/<[a-z][^>]*>/gi) ?? [];
  return tags.filter((tag) => /\s(on[a-z]+|style)\s*=/i.test(tag) || /=\s*["']?\s*javascript:/i.test(tag));
}
