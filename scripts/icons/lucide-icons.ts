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

/** A standalone SVG file for a Lucide icon (aliases resolved), or undefined if the set lacks it. */
export function lucideSvg(name: string): string | undefined {
  const set = lucide();
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) return undefined;
  const width = icon.width ?? set.width ?? 24;
  const height = icon.height ?? set.height ?? 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`;
}

const ICON_CLASS = /\bi-lucide-([a-z0-9]+(?:-[a-z0-9]+)*)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.(tsx?|html)$/.test(entry.name) ? [full] : [];
  });
}

function iconNamesIn(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) for (const match of readFileSync(file, 'utf8').matchAll(ICON_CLASS)) names.add(match[1]!);
  return names;
}

/**
 * Icons that only content data uses (cards, features, menus built from pages). They are served as
 * small SVG files instead of being inlined in the one stylesheet every page loads; icons written
 * in components (the chrome) stay inline so they never flash.
 */
export function contentOnlyIcons(root: string): Set<string> {
  const all = filesUnder(join(root, 'src'));
  const contentDir = join(root, 'src', 'content');
  const inContent = iconNamesIn(all.filter((file) => file.startsWith(contentDir)));
  const elsewhere = iconNamesIn([...all.filter((file) => !file.startsWith(contentDir)), join(root, 'index.html')]);
  return new Set([...inContent].filter((name) => !elsewhere.has(name)));
}

export const ICON_URL_PREFIX = '/icons/';
