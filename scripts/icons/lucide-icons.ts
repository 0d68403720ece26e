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
    return entry.isDirectory() ? filesUnder(full) : /\.(tsx?|html)$/.test(entry.name) ? [full] : [];
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

/**
 * The icons drawn as CSS (`<span class="i-lucide-…">`, inlined as data URIs in the stylesheet): those
 * that appear after the page has loaded, where the page's own symbols cannot be counted on (the
 * prerenderer inlines only the symbols a page's HTML draws, and the sprite file may be out of
 * reach): the offline badge, which shows when no file can be fetched; the install button, the theme
 * choices of the menu and the app's messages; and the social sign-in buttons, where an external
 * `<use>` let the browser paint the icon before its label, which then moved it aside. Each CSS icon
 * costs a whole SVG document where it is first drawn (30-40 ms for the six of a phone's first screen
 * on the test VM), so every other icon, the header's and the home hero's included, is an <Icon>.
 */
export function cssIcons(root: string): Set<string> {
  const cssIconFiles = [
    join(root, 'src', 'components', 'layout', 'OfflineIndicator.tsx'),
    join(root, 'src', 'components', 'layout', 'InstallAppButton.tsx'),
    join(root, 'src', 'components', 'layout', 'ThemeChoice.tsx'),
    join(root, 'src', 'app'),
    join(root, 'src', 'auth', 'social-providers.ts'),
  ];
  return iconNamesIn(filesUnder(join(root, 'src')).filter((file) => cssIconFiles.some((path) => file.startsWith(path))));
}
