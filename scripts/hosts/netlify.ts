import type { SiteRules } from './site-rules';

/**
 * `_headers` for Netlify. Netlify applies every matching rule, a later rule's value of a header
 * replacing an earlier one's, and has no detach line (it skips Cloudflare's `! Name` silently).
 */
export function netlifyHeaders({ headers }: SiteRules): string {
  const blocks = headers.map(({ path, headers: values }) =>
    [path, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Written by the build (scripts/hosts/): the policy hashes the inline scripts it emitted.\n${blocks.join('\n\n')}\n`;
}

/**
 * `_redirects` for Netlify: the permanent redirects, then each language's not-found page for the
 * paths under it (Netlify serves only the root `404.html` by itself). A rule without `!` applies only
 * where no file matches, so the 404 rules never hide a page.
 */
export function netlifyRedirects({ redirects, notFound }: SiteRules): string {
  const lines = [
    ...redirects.map(([from, to]) => `${from} ${to} 301`),
    ...notFound.filter(({ prefix }) => prefix !== '').map(({ prefix, page }) => `${prefix}/* ${page} 404`),
  ];
  return lines.map((line) => `${line}\n`).join('');
}
