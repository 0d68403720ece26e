import { headersFor, type SiteRules } from './site-rules';

/** A route of vercel.json's `routes` (Vercel's routing table; see @vercel/routing-utils). */
export type VercelRoute =
  | { handle: 'filesystem' | 'error' }
  | { src: string; headers?: Record<string, string>; status?: number; dest?: string; continue?: boolean; check?: boolean };

export interface VercelConfig {
  $schema: string;
  routes: VercelRoute[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/assets/*` → `^/assets/.*$`, `/auth` → `^/auth$`. */
function routeSource(pattern: string): string {
  return pattern.endsWith('/*') ? `^${escapeRegExp(pattern.slice(0, -1))}.*$` : `^${escapeRegExp(pattern)}$`;
}

/**
 * vercel.json for a static deployment of the built site. Vercel's newer properties (`cleanUrls`,
 * `redirects`, `headers`) cannot send a not-found page per language with status 404, so the file is
 * the routing table they compile to, with an error phase: headers on every response (a later rule's
 * value replacing an earlier one's), redirects, the files, `<path>.html` at `<path>`, then the
 * not-found page of the missing path's language.
 */
export function vercelConfig(rules: SiteRules): VercelConfig {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    routes: [
      ...rules.headers.map(({ path }) => ({ src: routeSource(path), headers: headersFor(rules.headers, path), continue: true })),
      // Clean URLs have no trailing slash, as on the other hosts.
      { src: '^/(.+?)/+$', headers: { Location: '/$1' }, status: 308 },
      ...rules.redirects.map(([from, to]) => ({ src: routeSource(from), headers: { Location: to }, status: 301 })),
      { handle: 'filesystem' },
      { src: '^/(.+)$', dest: '/$1.html', check: true },
      { handle: 'error' },
      ...rules.notFound.map(({ prefix, page }) => ({
        src: prefix === '' ? '^/.*$' : `^${escapeRegExp(prefix)}(?:/.*)?$`,
        dest: page,
        status: 404,
      })),
    ],
  };
}
