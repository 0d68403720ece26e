import type { SiteRules } from './site-rules';

/** Cloudflare Pages ignores any `_headers` line longer than this. */
const MAX_LINE = 2000;

/**
 * `_headers` for Cloudflare Pages. It applies every matching rule in order and joins two values of
 * one header with a comma, so each later rule first detaches (`! Name`) what the general rule set.
 */
export function cloudflareHeaders({ headers }: SiteRules): string {
  const blocks = headers.map(({ path, headers: values }, index) => {
    const names = Object.keys(values);
    const detach = index === 0 ? [] : names.map((name) => `! ${name}`);
    const lines = [...detach, ...names.map((name) => `${name}: ${values[name]}`)];
    const long = lines.find((line) => line.length + 2 > MAX_LINE);
    if (long) throw new Error(`A _headers line for ${path} is ${long.length} characters; Cloudflare Pages drops lines over ${MAX_LINE}: ${long.slice(0, 60)}…`);
    return `${path}\n${lines.map((line) => `  ${line}`).join('\n')}`;
  });
  return `# Written by the build (scripts/hosts/): the policy hashes the inline scripts it emitted.\n${blocks.join('\n\n')}\n`;
}

/**
 * `_redirects` for Cloudflare Pages: the permanent redirects only. Pages answers a missing path with
 * the nearest `404.html` up its folders by itself (a 404 rule is not a status it accepts).
 */
export function cloudflareRedirects({ redirects }: SiteRules): string {
  return redirects.map(([from, to]) => `${from} ${to} 301\n`).join('');
}
