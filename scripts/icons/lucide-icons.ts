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
 * One SVG file with the given icons stacked one above the other, each with a `<view>` named after
 * it: `sprite.svg#wallet` draws only the wallet. The browser makes one SVG document for the file,
 * however many icons a page shows; a file per icon cost a document per icon (about 130 on the home
 * page, most of its blocking time on a slow phone). Icons the set lacks are left out.
 */
export function lucideSprite(names: Iterable<string>): string {
  let top = 0;
  let width = 0;
  const views: string[] = [];
  const drawings: string[] = [];
  for (const name of [...names].sort()) {
    const icon = lucideIcon(name);
    if (!icon) continue;
    views.push(`<view id="${name}" viewBox="0 ${top} ${icon.width} ${icon.height}"/>`);
    drawings.push(`<g transform="translate(0 ${top})">${icon.body}</g>`);
    top += icon.height;
    width = Math.max(width, icon.width);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${top}">${views.join('')}${drawings.join('')}</svg>`;
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
 * Icons served from the sprite file (drawn through a CSS mask) instead of being inlined as data URIs
 * in the one stylesheet every page carries: every icon but those of the site chrome
 * (src/components/layout: header, menus, theme), which every page paints first and which must
 * never flash, and of the connection's messages (src/pwa: the offline badge), which appear when
 * no file can be fetched. A page's own icons (content cards, hero buttons, forms, status messages) cost a
 * first paint nothing when they come a moment later, and the service worker precaches them.
 */
export function fileIcons(root: string): Set<string> {
  const all = filesUnder(join(root, 'src'));
  const chromeDirs = [join(root, 'src', 'components', 'layout'), join(root, 'src', 'pwa')];
  const inChrome = iconNamesIn(all.filter((file) => chromeDirs.some((dir) => file.startsWith(dir))));
  const everywhere = iconNamesIn([...all, join(root, 'index.html')]);
  return new Set([...everywhere].filter((name) => !inChrome.has(name)));
}

/** Where the sprite of the icons of fileIcons is served: `${ICON_SPRITE_URL}#<name>` draws one. */
export const ICON_SPRITE_URL = '/icons/sprite.svg';
