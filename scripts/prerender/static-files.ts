import { escapeHtml } from './html';

export interface SitemapEntry {
  url: string;
  /** The same page in every language (`hreflang` → URL), and `x-default`. */
  alternates: { hreflang: string; href: string }[];
}

/** `sitemap.xml`: every indexed page in every language, each listing its translations (Google's hreflang sitemap). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const rows = entries.map(({ url, alternates }) =>
    [
      `  <url>`,
      `    <loc>${escapeHtml(url)}</loc>`,
      ...alternates.map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`),
      `  </url>`,
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${rows.join('\n')}
</urlset>
`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

export interface RedirectPageInput {
  target: string;
  canonical: string;
  /** The language of the page (`<html lang>`). */
  lang: string;
  targetTitle: string;
  text: { title: (target: string) => string; moved: { before: string; after: string } };
}

/**
 * The page written at an alias path, for hosts that ignore `_redirects`: it sends the browser on
 * at once, tells crawlers the canonical URL, and is never indexed itself. Its script reads the
 * target from an attribute, so every redirect page has the same script and one CSP hash covers all.
 */
export function redirectPage({ target, canonical, lang, targetTitle, text }: RedirectPageInput): string {
  const href = escapeHtml(target);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(text.title(targetTitle))}</title>
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${escapeHtml(canonical)}" />
    <meta http-equiv="refresh" content="0; url=${href}" />
    <script data-target="${href}">location.replace(document.currentScript.dataset.target + location.search + location.hash)</script>
  </head>
  <body>
    <p>${escapeHtml(text.moved.before)}<a href="${href}">${escapeHtml(targetTitle)}</a>${escapeHtml(text.moved.after)}</p>
  </body>
</html>
`;
}
