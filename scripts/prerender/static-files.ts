import { escapeHtml } from './html';

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/** Netlify / Cloudflare Pages `_redirects`: one permanent redirect per alias. */
export function redirectsFile(redirects: Iterable<[string, string]>): string {
  return [...redirects].map(([from, to]) => `${from} ${to} 301`).join('\n') + '\n';
}

/**
 * The page written at an alias path, for hosts that ignore `_redirects`: it sends the browser on
 * at once, tells crawlers the canonical URL, and is never indexed itself. Its script reads the
 * target from an attribute, so every redirect page has the same script and one CSP hash covers all.
 */
export function redirectPage(target: string, canonical: string, targetTitle: string): string {
  const href = escapeHtml(target);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Redirecting to ${escapeHtml(targetTitle)}</title>
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${escapeHtml(canonical)}" />
    <meta http-equiv="refresh" content="0; url=${href}" />
    <script data-target="${href}">location.replace(document.currentScript.dataset.target + location.search + location.hash)</script>
  </head>
  <body>
    <p>This page has moved to <a href="${href}">${escapeHtml(targetTitle)}</a>.</p>
  </body>
</html>
`;
}
