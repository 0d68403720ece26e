import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

const require = createRequire(import.meta.url);
let iconSet: IconSet | undefined;

function lucide(): IconSet {
  iconSet ??= JSON.parse(readFileSync(require.resolve('@iconify-json/lucide/icons.json'), 'utf8')) as IconSet;
  return iconSet;
}

/** A Lucide icon's drawing and size (aliases resolved), or undefined if the set lacks it. */
function lucideIcon(name: string): { body: string; width: number; height: number } | undefined {
  const set = lucide();
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) return undefined;
  return { body: icon.body, width: icon.width ?? set.width ?? 24, height: icon.height ?? set.height ?? 24 };
}

/**
 * One SVG file with a `<symbol>` per icon, named after it (`wallet`; the sprite written by
 * scripts/vite/content-icons.ts prefixes it: `symbol-wallet`). Icons the set lacks are left out.
 */
export function lucideSprite(names: Iterable<string>): string {
  const symbols = [...names].sort().flatMap((name) => {
    const icon = lucideIcon(name);
    return icon ? [`<symbol id="${name}" viewBox="0 0 ${icon.width} ${icon.height}">${icon.body}</symbol>`] : [];
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

const ICON_CLASS = /\bi-lucide-([a-z0-9]+(?:-[a-z0-9]+)*)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.(tsx?|json|html)$/.test(entry.name) ? [full] : [];
  });
}

function iconNamesIn(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) for (const match of readFileSync(file, 'utf8').matchAll(ICON_CLASS)) names.add(match[1]!);
  return names;
}

/** Every Lucide icon the site names (`i-lucide-<name>` in src or index.html): the sprite's content. */
export function siteIcons(root: string): Set<string> {
  return iconNamesIn([...filesUnder(join(root, 'src')), join(root, 'index.html')]);
}
