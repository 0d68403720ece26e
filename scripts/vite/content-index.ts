import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { pathFromFile } from '../../src/content/paths.ts';
import type { PageCard, PageContent, PageMeta, PageSummary } from '../../src/content/types.ts';

const INDEX_ID = 'virtual:content-index';
const SUMMARIES_ID = 'virtual:content-summaries';
const CARDS_ID = 'virtual:page-cards';
const IDS = [INDEX_ID, SUMMARIES_ID, CARDS_ID];
const resolved = (id: string) => `\0${id}`;

function listPageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return listPageFiles(full);
      // `bnpl.ts`, not its translations `bnpl.zh.ts` and `bnpl.am.ts`.
      return /^[^.]+\.ts$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

function toSummary(path: string, page: PageContent): PageSummary {
  const { template, title, seoTitle, icon, menu, aliases, noindex, access } = page;
  return { path, template, title, seoTitle, icon, menu, aliases, noindex, access };
}

function toMeta({ path, template, icon, menu, aliases, access }: PageSummary): PageMeta {
  return { path, template, icon, menu, aliases, access };
}

/** Loads every page file of `src/content/pages/` at build time, with its path. */
async function readPages(pagesDir: string): Promise<{ path: string; page: PageContent }[]> {
  const pages: { path: string; page: PageContent }[] = [];
  for (const file of listPageFiles(pagesDir)) {
    const { module } = await runnerImport<{ default: PageContent }>(file);
    pages.push({ path: pathFromFile(relative(pagesDir, file)), page: module.default });
  }
  return pages;
}

/** Every page that has a blurb, as the card other pages show for it. */
function pageCards(pages: { path: string; page: PageContent }[]): Record<string, Omit<PageCard, 'to'>> {
  return Object.fromEntries(
    pages.flatMap(({ path, page }) => (page.blurb ? [[path, { title: page.title, description: page.blurb, icon: page.icon }]] : [])),
  );
}

function moduleSource(id: string, pages: { path: string; page: PageContent }[]): string {
  const summaries = pages.map(({ path, page }) => toSummary(path, page));
  if (id === INDEX_ID) return `export const pageIndex = ${JSON.stringify(summaries.map(toMeta))};`;
  if (id === SUMMARIES_ID) return `export const pageSummaries = ${JSON.stringify(summaries)};`;
  return `export const pageCards = ${JSON.stringify(pageCards(pages))};`;
}

/**
 * `virtual:content-index` exports the metadata of every page (path, template, icon, menu entry,
 * aliases, access) without their bodies, so menus and routes are known up front while each page's body
 * stays in its own lazily loaded chunk. `virtual:content-summaries` adds the titles, for the
 * server entry (prerendering and tests) only. `virtual:page-cards` holds each page's card (title,
 * blurb, icon), loaded only by the templates that list pages as cards.
 */
export function contentIndex(root: string): Plugin {
  const pagesDir = resolve(root, 'src/content/pages');
  return {
    name: 'content-index',
    resolveId(id) {
      return IDS.includes(id) ? resolved(id) : undefined;
    },
    async load(id) {
      const virtualId = IDS.find((candidate) => resolved(candidate) === id);
      if (!virtualId) return undefined;
      for (const file of listPageFiles(pagesDir)) this.addWatchFile(file);
      return moduleSource(virtualId, await readPages(pagesDir));
    },
    hotUpdate({ file, server }) {
      if (!file.startsWith(pagesDir)) return;
      for (const id of IDS) {
        const module = server.moduleGraph.getModuleById(resolved(id));
        if (module) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}
