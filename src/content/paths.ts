/** Path rules of the content: slugs and page files (the URL rules are in src/shared/site-paths.ts). */

/** The spec's slug rule: lowercase, '&' becomes 'and', spaces become hyphens. */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, ' and ')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-');
}

/** `use-cases/bnpl.en.json` → `/use-cases/bnpl`; `index.en.json` → `/`; `x/index.en.json` → `/x`. */
export function pathFromFile(relativeFile: string): string {
  const withoutExt = relativeFile.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\.en\.json$/, '');
  const withoutIndex = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return `/${withoutIndex}`;
}
