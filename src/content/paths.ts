/** Pure path rules shared by the app, the build and the tests. */

/** The spec's slug rule: lowercase, '&' becomes 'and', spaces become hyphens. */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, ' and ')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-');
}

/** `use-cases/bnpl.ts` → `/use-cases/bnpl`; `index.ts` → `/`; `x/index.ts` → `/x`. */
export function pathFromFile(relativeFile: string): string {
  const withoutExt = relativeFile.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\.ts$/, '');
  const withoutIndex = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return `/${withoutIndex}`;
}

/** Removes a trailing slash (except for the root) so `/auth/` and `/auth` are one page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The file a static host serves for a path: `/` → `index.html`, `/a/b` → `a/b.html`. */
export function htmlFileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
