import { localeInfo, locales } from '../../src/shared/locales';

/**
 * The site's rules for any host, in one form every host file is written from (scripts/hosts/*):
 * which headers a path gets, which old paths redirect, and which not-found page a missing path shows.
 */

/** Headers for a path pattern: an exact path (`/auth`) or a folder and everything under it (`/assets/*`). */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

export interface NotFoundRule {
  /** A language's prefix (`/zh`), or '' for the rest of the site. */
  prefix: string;
  /** Its not-found page (`/zh/404.html`). */
  page: string;
}

export interface SiteRules {
  /**
   * General rule first (`/*`): a path gets the headers of every rule that matches it, a later rule's
   * value replacing an earlier one's.
   */
  headers: HeaderRule[];
  /** Permanent redirects (301), old path → new path; the query string goes along. */
  redirects: [from: string, to: string][];
  /** Most specific first, the site's own ('') last. */
  notFound: NotFoundRule[];
}

export function matchesPattern(pattern: string, path: string): boolean {
  return pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** The headers a path gets under the rules, as a host that applies them should send them. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const rule of rules.filter(({ path: pattern }) => matchesPattern(pattern, path))) Object.assign(merged, rule.headers);
  return merged;
}

/** The not-found page for a missing path: its language's (`/zh/…` → `/zh/404.html`). */
export function notFoundPageFor(rules: NotFoundRule[], path: string): string {
  const rule = rules.find(({ prefix }) => prefix === '' || path === prefix || path.startsWith(`${prefix}/`));
  if (!rule) throw new Error('The not-found rules need one for the whole site (prefix "")');
  return rule.page;
}

/** Each language's not-found page for the paths under its prefix, then the site's own. */
export function languageNotFoundRules(): NotFoundRule[] {
  const prefixes = locales.map((locale) => localeInfo[locale].prefix).filter((prefix) => prefix !== '');
  return [...prefixes.map((prefix) => ({ prefix, page: `${prefix}/404.html` })), { prefix: '', page: '/404.html' }];
}
