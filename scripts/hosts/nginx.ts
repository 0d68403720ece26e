import { headersFor, notFoundPageFor, type SiteRules } from './site-rules';

/** A quoted nginx string; nginx would expand a `$` as a variable, and no header of ours has one. */
function quoted(value: string): string {
  if (/["\\$\n]/.test(value)) throw new Error(`Cannot write this value into an nginx string: ${value}`);
  return `"${value}"`;
}

/** Every header, also on 404s and redirects (`always`): nginx adds them to 2xx and 3xx only otherwise. */
const addHeaders = (headers: Record<string, string>, indent: string) =>
  Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`);

/** Files in the site that are another host's configuration: read by it, never served (Cloudflare Pages, Netlify). */
const HOST_FILES = ['/_headers', '/_redirects'];

/** `<path>.html` at `<path>`, the file itself, or the not-found page of the location's language. */
const PAGES = 'try_files $uri $uri.html =404;';

/**
 * The site's rules for nginx, written for a `server` block that sets `listen` and `root` and includes
 * this file (deploy/nginx/site.conf, in the container). nginx gives a location that has `add_header`
 * lines none of the server's, so every location with headers of its own carries the whole set.
 */
export function nginxRules(rules: SiteRules): string {
  const [general, ...specific] = rules.headers;
  if (general?.path !== '/*') throw new Error('The first header rule must be the general one (/*)');
  const errorPage = (path: string) => `error_page 404 ${notFoundPageFor(rules.notFound, path)};`;
  const location = (match: string, body: string[]) => [`location ${match} {`, ...body.map((line) => `  ${line}`), '}'];

  const lines = [
    '# Written by the build (scripts/hosts/nginx.ts) from the rules every host file is written from.',
    'server_tokens off;',
    // `Location: /auth`, as the other hosts send it, whatever name the server is reached by.
    'absolute_redirect off;',
    'charset utf-8;',
    'charset_types text/css text/plain text/xml application/javascript application/json application/manifest+json image/svg+xml;',
    'gzip on;',
    // Cloudflare's level (its answers are these bytes exactly): nginx's default, 1, sends the home
    // page 4.6 KB larger (36.9 against 32.3 KB) and the React chunk 5.9 KB.
    'gzip_comp_level 6;',
    'gzip_vary on;',
    'gzip_types text/css text/plain text/xml application/javascript application/json application/manifest+json application/xml image/svg+xml;',
    ...addHeaders(general.headers, ''),
    // Clean URLs have no trailing slash: `/auth/` → `/auth` (the query string goes along).
    'rewrite ^(/.+?)/+$ $1 permanent;',
    errorPage('/'),
    ...location('= /', ['try_files /index.html =404;']),
    ...location('/', [PAGES]),
    ...rules.notFound
      .filter(({ prefix }) => prefix !== '')
      .flatMap(({ prefix }) => location(`^~ ${prefix}/`, [errorPage(`${prefix}/`), PAGES])),
    ...specific.flatMap(({ path }) => {
      const match = path.endsWith('/*') ? `^~ ${path.slice(0, -1)}` : `= ${path}`;
      return location(match, [...addHeaders(headersFor(rules.headers, path), ''), errorPage(path), PAGES]);
    }),
    ...rules.redirects.flatMap(([from, to]) => location(`= ${from}`, [`return 301 ${to}$is_args$args;`])),
    ...HOST_FILES.flatMap((path) => location(`= ${path}`, ['return 404;'])),
  ];
  return `${lines.join('\n')}\n`;
}
