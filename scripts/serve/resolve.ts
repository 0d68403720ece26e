/** How a static host answers a path: Netlify / Cloudflare Pages semantics, as pure functions. */

export type Resolution =
  | { kind: 'file'; file: string; status: 200 }
  | { kind: 'redirect'; location: string; status: 301 }
  | { kind: 'not-found'; file: string; status: 404 };

const MAX_PATH_LENGTH = 2048;

/** Decodes a request path, or returns null for anything a host would refuse (NUL, traversal, bad escapes). */
export function safePathname(rawPath: string): string | null {
  if (rawPath.length > MAX_PATH_LENGTH) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return decoded;
}

export function parseRedirects(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#')) map.set(from, to);
  }
  return map;
}

/** Host configuration (`_redirects`, `_headers`) and dot-files are never served. */
function isPublicFile(relative: string): boolean {
  return !relative.split('/').some((segment) => segment.startsWith('.')) && !/^_(redirects|headers)$/.test(relative);
}

/**
 * The not-found page for a path: the nearest `404.html` up its folders (`/zh/x/y` → `zh/404.html`,
 * the Chinese one), as Cloudflare Pages serves it; the site's own at the root otherwise.
 */
function notFoundFor(path: string | null, files: ReadonlySet<string>): Resolution {
  const folders = (path ?? '/').split('/').slice(1, -1);
  for (let depth = folders.length; depth > 0; depth--) {
    const candidate = `${folders.slice(0, depth).join('/')}/404.html`;
    if (files.has(candidate)) return { kind: 'not-found', file: candidate, status: 404 };
  }
  return { kind: 'not-found', file: '404.html', status: 404 };
}

/** Resolves a path against the set of files the host has (paths relative to its root, '/'-separated). */
export function resolvePath(rawPath: string, files: ReadonlySet<string>, redirects: ReadonlyMap<string, string>): Resolution {
  const path = safePathname(rawPath);
  const notFound = notFoundFor(path, files);
  if (path === null) return notFound;

  const target = redirects.get(path);
  if (target) return { kind: 'redirect', location: target, status: 301 };
  if (path.length > 1 && path.endsWith('/')) {
    const trimmed = path.replace(/\/+$/, '') || '/';
    if (trimmed === '/' || files.has(`${trimmed.slice(1)}.html`) || redirects.has(trimmed)) {
      return { kind: 'redirect', location: trimmed, status: 301 };
    }
    return notFound;
  }
  if (path === '/') return { kind: 'file', file: 'index.html', status: 200 };

  const relative = path.slice(1);
  if (relative.endsWith('.html') && files.has(relative) && !relative.endsWith('404.html')) {
    return { kind: 'file', file: relative, status: 200 };
  }
  if (files.has(`${relative}.html`)) return { kind: 'file', file: `${relative}.html`, status: 200 };
  if (files.has(relative) && isPublicFile(relative)) {
    return { kind: 'file', file: relative, status: 200 };
  }
  return notFound;
}

export interface HeaderRule {
  pattern: string;
  /** `! Name` lines: headers a broader rule set, removed for the paths this one matches. */
  detach: string[];
  headers: [string, string][];
}

/** Parses `_headers`: a path pattern line, then indented `Name: value` or `! Name` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: trimmed, detach: [], headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) continue;
    if (trimmed.startsWith('!')) {
      rule.detach.push(trimmed.slice(1).trim());
      continue;
    }
    const separator = trimmed.indexOf(':');
    if (separator > 0) rule.headers.push([trimmed.slice(0, separator).trim(), trimmed.slice(separator + 1).trim()]);
  }
  return rules;
}

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

/**
 * The response headers for a path, merged as Cloudflare Pages does: every matching rule in file
 * order; a detach removes a header; the first value a rule sets replaces the server's default;
 * a second value of the same header is joined to the first with a comma.
 */
export function headersFor(path: string, rules: HeaderRule[], defaults: Record<string, string> = {}): Record<string, string> {
  const merged = new Map<string, [string, string]>(Object.entries(defaults).map(([name, value]) => [name.toLowerCase(), [name, value]]));
  const fromRules = new Set<string>();
  for (const rule of rules.filter((candidate) => matches(candidate.pattern, path))) {
    for (const name of rule.detach) merged.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const current = merged.get(key);
      merged.set(key, current && fromRules.has(key) ? [current[0], `${current[1]}, ${value}`] : [name, value]);
      fromRules.add(key);
    }
  }
  return Object.fromEntries(merged.values());
}
