import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Locale } from '../../src/shared/locales';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';

/** Where the index lives in the site, and the files of it that the site's own search uses. */
export const SEARCH_DIR = 'pagefind';
/** Pagefind's ready-made interfaces, its web worker and its highlighter: the site has its own dialog. */
const UNUSED = /^pagefind-(component-ui|modular-ui|ui|highlight|worker)\.(js|css)$/;

export interface SearchIndexSummary {
  pages: number;
  files: number;
  bytes: number;
}

/**
 * Indexes the prerendered HTML of the given pages with Pagefind: only what each page marks
 * `data-pagefind-body` (its `<main>`), so the header and footer are never indexed. Each page is
 * indexed at its own URL (`/zh/use-cases/bnpl`, not the file `zh/use-cases/bnpl.html`), in the
 * index of its language (Pagefind reads `<html lang>`; each language's index loads on its own).
 */
export async function buildSearchIndex(distDir: string, pages: { locale: Locale; path: string }[]): Promise<SearchIndexSummary> {
  const outputPath = join(distDir, SEARCH_DIR);
  await rm(outputPath, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    for (const page of pages) {
      const url = pathIn(page.locale, page.path);
      const content = await readFile(join(distDir, htmlFileForPath(url)), 'utf8');
      if (!content.includes('data-pagefind-body')) throw new Error(`${url} has no data-pagefind-body to index`);
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  for (const name of await readdir(outputPath)) if (UNUSED.test(name)) await rm(join(outputPath, name));
  return { pages: pages.length, ...(await folderSize(outputPath)) };
}

async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}
