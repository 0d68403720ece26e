import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchesPattern, type HeaderRule, type NotFoundRule, type SiteRules } from './site-rules';

/**
 * The rules a built site's Cloudflare Pages files (`_headers`, `_redirects`, its `404.html` pages)
 * give, read back into the form every host file is written from: what lets another host serve a
 * build that has only those files (an older commit's, for the benchmark) as Pages would.
 */

const comment = (line: string) => line.trimStart().startsWith('#');

/** The start of every path a pattern matches (`/assets/` for `/assets/*`, the path for an exact one). */
const base = (pattern: string) => (pattern.endsWith('/*') ? pattern.slice(0, -1) : pattern);

/** Every path `inner` matches is one `outer` matches too. */
const within = (inner: string, outer: string) => matchesPattern(outer, base(inner)) && (outer.endsWith('/*') || !inner.endsWith('/*'));

const overlap = (a: string, b: string) => matchesPattern(a, base(b)) || matchesPattern(b, base(a));

interface PagesHeaderRule extends HeaderRule {
  /** Headers an earlier rule set that this one removes (`! Name`) before setting its own. */
  detached: Set<string>;
}

function parseHeaderBlocks(text: string): PagesHeaderRule[] {
  const rules: PagesHeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || comment(line)) continue;
    if (!/^\s/.test(line)) {
      const path = line.trim();
      if (!path.startsWith('/') || /[:*]/.test(path.replace(/\/\*$/, ''))) throw new Error(`_headers: only exact paths and "<folder>/*" are read, not ${path}`);
      rules.push({ path, headers: {}, detached: new Set() });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: a header before any path: ${line.trim()}`);
    const detach = /^\s+!\s*(\S+)\s*$/.exec(line);
    const header = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    if (detach) rule.detached.add(detach[1]!.toLowerCase());
    else if (header) rule.headers[header[1]!] = header[2]!.trim();
    else throw new Error(`_headers: not a header line: ${line.trim()}`);
  }
  return rules;
}

/**
 * `_headers` as header rules. Pages applies every rule that matches a path, in order, and joins two
 * values of one header with a comma unless the later rule detached it (`! Name`); a rule here
 * replaces an earlier one's value, so a value Pages would join is written joined. That is exact when
 * the later rule's paths lie within the earlier's (`/*` and `/assets/*`); any other overlap that
 * would join is refused rather than guessed.
 */
export function headerRulesFromPages(text: string): HeaderRule[] {
  const parsed = parseHeaderBlocks(text);
  const names = (rule: PagesHeaderRule) => new Set(Object.keys(rule.headers).map((name) => name.toLowerCase()));
  return parsed.map((rule, index) => {
    const own = names(rule);
    const removed = [...rule.detached].find((name) => !own.has(name));
    if (removed) throw new Error(`_headers: ${rule.path} removes ${removed} without setting it again, which a rule here cannot say`);
    const applying = parsed.slice(0, index + 1).filter((other) => overlap(other.path, rule.path));
    for (const other of applying) {
      const shared = [...names(other)].find((name) => own.has(name));
      if (shared && !within(rule.path, other.path)) throw new Error(`_headers: ${rule.path} and ${other.path} both set ${shared} on some paths but not all`);
    }
    // What Pages sends for this rule's paths, rule by rule, keyed by the header's name in lower case.
    const sent = new Map<string, string>();
    for (const other of applying) {
      for (const name of other.detached) sent.delete(name);
      for (const [name, value] of Object.entries(other.headers)) {
        const before = sent.get(name.toLowerCase());
        sent.set(name.toLowerCase(), before === undefined ? value : `${before}, ${value}`);
      }
    }
    return { path: rule.path, headers: Object.fromEntries(Object.keys(rule.headers).map((name) => [name, sent.get(name.toLowerCase())!])) };
  });
}

/** `_redirects` as permanent redirects; any other status, or a splat or placeholder, is refused. */
export function redirectsFromPages(text: string): [string, string][] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !comment(line))
    .map((line) => {
      const [from, to, status = '302', ...rest] = line.trim().split(/\s+/);
      if (!from || !to || rest.length || status !== '301' || /[:*]/.test(from)) throw new Error(`_redirects: only "<path> <path> 301" is read, not ${line.trim()}`);
      return [from, to];
    });
}

/**
 * Pages answers a missing path with the nearest `404.html` up its folders: each folder that has one,
 * the longest prefix first (a folder before the folder it is in; others in the order given), the
 * site's own last.
 */
export function notFoundRulesFromPages(pages: string[]): NotFoundRule[] {
  const prefixes = pages.map((page) => page.replace(/\/404\.html$/, '')).sort((a, b) => b.length - a.length);
  if (!prefixes.includes('')) throw new Error('The site has no /404.html: Pages would answer a missing path with its home page');
  return prefixes.map((prefix) => ({ prefix, page: `${prefix}/404.html` }));
}

/** The rules of the built site in `distDir`, from its Pages files. */
export function siteRulesFromPages(distDir: string): SiteRules {
  const read = (name: string) => readFileSync(join(distDir, name), 'utf8');
  const notFoundPages = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .map((file) => `/${file.split('\\').join('/')}`)
    .filter((file) => file.endsWith('/404.html'))
    .sort();
  return { headers: headerRulesFromPages(read('_headers')), redirects: redirectsFromPages(read('_redirects')), notFound: notFoundRulesFromPages(notFoundPages) };
}
