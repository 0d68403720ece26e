import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { pathFromFile } from '../../src/content/paths.ts';
import type { PageContent, PageMeta, PageSummary } from '../../src/content/types.ts';

const INDEX_ID = 'virtual:content-index';
const SUMMARIES_ID = 'virtual:content-summaries';
const resolved = (id: string) => `\0${id}`;

function listPageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return listPageFiles(full);
      return entry.name.endsWith('.ts') ? [full] : [];
    })
    .sort();
}

function toSummary(path: string, page: PageContent): PageSummary {
  const { template, title, seoTitle, icon, menu, aliases, noindex } = page;
  return { path, template, title, seoTitle, icon, menu, aliases, noindex };
}

function toMeta({ path, template, icon, menu, aliases }: PageSummary): PageMeta {
  return { path, template, icon, menu, aliases };
}

/** Loads every page file of `src/content/pages/` at build time. */
export async function readPageSummaries(pagesDir: string): Promise<PageSummary[]> {
  const summaries: PageSummary[] = [];
  for (const file of listPageFiles(pagesDir)) {
    const { module } = await runnerImport<{ default: PageContent }>(file);
    summaries.push(toSummary(pathFromFile(relative(pagesDir, file)), module.default));
  }
  return summaries;
}

/**
 * `virtual:content-index` exports the metadata of every page (path, template, icon, menu entry,
 * aliases) without their bodies, so menus and routes are known up front while each page's body
 * stays in its own lazily loaded chunk. `virtual:content-summaries` adds the titles, for the
 * server entry (prerendering and tests) only.
 */
export function contentIndex(root: string): Plugin {
  const pagesDir = resolve(root, 'src/content/pages');
  return {
    name: 'content-index',
    resolveId(id) {
      return id === INDEX_ID || id === SUMMARIES_ID ? resolved(id) : undefined;
    },
    async load(id) {
      if (id !== resolved(INDEX_ID) && id !== resolved(SUMMARIES_ID)) return undefined;
      for (const file of listPageFiles(pagesDir)) this.addWatchFile(file);
      const summaries = await readPageSummaries(pagesDir);
      return id === resolved(INDEX_ID)
        ? `export const pageIndex = ${JSON.stringify(summaries.map(toMeta))};`
        : `export const pageSummaries = ${JSON.stringify(summaries)};`;
    },
    hotUpdate({ file, server }) {
      if (!file.startsWith(pagesDir)) return;
      for (const id of [INDEX_ID, SUMMARIES_ID]) {
        const module = server.moduleGraph.getModuleById(resolved(id));
        if (module) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}
