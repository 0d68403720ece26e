import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { pathFromFile } from '../../src/content/paths.ts';
import type { PageContent, PageMeta } from '../../src/content/types.ts';

const VIRTUAL_ID = 'virtual:content-index';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function listPageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return listPageFiles(full);
      return entry.name.endsWith('.ts') ? [full] : [];
    })
    .sort();
}

function toMeta(path: string, page: PageContent): PageMeta {
  const { template, title, seoTitle, icon, menu, aliases } = page;
  return { path, template, title, seoTitle, icon, menu, aliases };
}

/** Loads every page file of `src/content/pages/` at build time. */
export async function readPageIndex(pagesDir: string): Promise<PageMeta[]> {
  const metas: PageMeta[] = [];
  for (const file of listPageFiles(pagesDir)) {
    const { module } = await runnerImport<{ default: PageContent }>(file);
    metas.push(toMeta(pathFromFile(relative(pagesDir, file)), module.default));
  }
  return metas;
}

/**
 * `virtual:content-index` exports the metadata of every page (path, title, menu entry, …) without
 * their bodies, so menus and routes are known up front while each page's body stays in its own
 * lazily loaded chunk.
 */
export function contentIndex(root: string): Plugin {
  const pagesDir = resolve(root, 'src/content/pages');
  return {
    name: 'content-index',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of listPageFiles(pagesDir)) this.addWatchFile(file);
      const index = await readPageIndex(pagesDir);
      return `export const pageIndex = ${JSON.stringify(index)};`;
    },
    hotUpdate({ file, server }) {
      if (!file.startsWith(pagesDir)) return;
      const module = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}
