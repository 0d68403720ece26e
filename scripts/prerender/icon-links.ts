/**
 * What a page asks for besides itself once it has loaded, which on these pages is before their
 * first paint (docs/decisions/0015-manifest-after-first-paint.md): nothing. The favicon is the
 * logo's SVG inside the page, and the web manifest is linked by the app (src/pwa/manifest-link.ts).
 */

const SVG_ICON_LINK = /(<link rel="icon" href=)"\/logo\.svg"( sizes="any" type="image\/svg\+xml" \/>)/;
const MANIFEST_LINK = /\s*<link rel="manifest"[^>]*>/;

/** The SVG as a `data:` URL, percent-encoded only where a URL in a double-quoted attribute needs it. */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ').replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>&\n]/g, encodeURIComponent)}`;
}

/** The shell with its SVG favicon (`/logo.svg`) written into the page, and no manifest link. */
export function withIconsInline(shell: string, logoSvg: string): string {
  if (!SVG_ICON_LINK.test(shell)) throw new Error('index.html has no <link rel="icon" href="/logo.svg" sizes="any" type="image/svg+xml" />');
  return shell.replace(SVG_ICON_LINK, (_, start: string, end: string) => `${start}"${svgDataUrl(logoSvg)}"${end}`).replace(MANIFEST_LINK, '');
}
