import { pageIndex } from 'virtual:content-index';
import { normalizePath } from '../shared/site-paths';
import { loadCardsOf } from './cards';
import type { MenuEntry, PageContent, PageMeta } from './types';

/** Every page of the site, from `src/content/pages/` (in this build's language). The single source of routes. */
export const pages: readonly PageMeta[] = pageIndex;

const byPath = new Map(pages.map((page) => [page.path, page]));

/** Old paths and the canonical page each one redirects to. */
export const redirects: ReadonlyMap<string, string> = new Map(
  pages.flatMap((page) => (page.aliases ?? []).map((alias) => [alias, page.path] as const)),
);

export function findPage(pathname: string): PageMeta | undefined {
  return byPath.get(normalizePath(pathname));
}

const loaders = new Map(pageIndex.map((page) => [page.path, page.load]));

/** Loads the full content of a page (its own chunk in the browser), with the cards it lists. */
export async function loadPageContent(path: string): Promise<PageContent> {
  const load = loaders.get(path);
  if (!load) throw new Error(`No content for ${path}`);
  const [module] = await Promise.all([load(), loadCardsOf(path)]);
  return module.default;
}

export type MenuId = MenuEntry['menu'];

/** The pages of one menu, in menu order. */
export function menuPages(menu: MenuId): (PageMeta & { menu: MenuEntry })[] {
  return pages
    .filter((page): page is PageMeta & { menu: MenuEntry } => page.menu?.menu === menu)
    .sort((a, b) => a.menu.order - b.menu.order);
}
