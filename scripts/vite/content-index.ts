import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { pathFromFile } from '../../src/content/paths.ts';
import type { PageCard, PageContent, PageMeta, PageSummary } from '../../src/content/types.ts';
import type { Locale } from '../../src/shared/locales.ts';
import { structureProblems } from '../i18n/structure.ts';
import { variantFile } from './locale-variants.ts';

const INDEX_ID = 'virtual:content-index';
const SUMMARIES_ID = 'virtual:content-summaries';
const CARDS_ID = 'virtual:page-cards';
const ICONS_ID = 'virtual:page-icons';
/** `virtual:page-cards/use-cases/case-studies`: the cards one page lists. */
const CARD_SET_PREFIX = `${CARDS_ID}/`;
const IDS = [INDEX_ID, SUMMARIES_ID, CARDS_ID, ICONS_ID];
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

interface LoadedPage {
  path: string;
  page: PageContent;
  /** Its file, relative to the project's root. */
  file: string;
}

function toSummary({ path, page, file }: LoadedPage): PageSummary {
  const { template, title, seoTitle, icon, menu, aliases, noindex, access } = page;
  return { path, template, title, seoTitle, icon, menu, aliases, noindex, access, sourceFile: file };
}

function toMeta({ path, menu, aliases, access }: PageSummary): PageMeta {
  return { path, menu, aliases, access };
}

const loadPage = async (file: string) => (await runnerImport<{ default: PageContent }>(file)).module.default;

/**
 * Loads every page of `src/content/pages/` in one language at build time, with its path. A page
 * without its translation, or whose translation departs from the English structure, stops the
 * build with the file and what is wrong.
 */
async function readPages(root: string, pagesDir: string, locale: Locale): Promise<LoadedPage[]> {
  const pages: LoadedPage[] = [];
  for (const file of listPageFiles(pagesDir)) {
    const path = pathFromFile(relative(pagesDir, file));
    const translated = variantFile(file, locale);
    if (!existsSync(translated)) throw new Error(`The page ${path} has no ${locale} translation: write ${relative(root, translated)}.`);
    const page = await loadPage(translated);
    if (translated !== file) {
      const problems = structureProblems(await loadPage(file), page);
      if (problems.length) throw new Error(`${relative(root, translated)} departs from the English page:\n  ${problems.join('\n  ')}`);
    }
    pages.push({ path, page, file: relative(root, translated).split('\\').join('/') });
  }
  return pages;
}

/** Every page that has a blurb, as the card other pages show for it. */
function pageCards(pages: LoadedPage[]): Record<string, Omit<PageCard, 'to'>> {
  return Object.fromEntries(
    pages.flatMap(({ path, page }) => (page.blurb ? [[path, { title: page.title, description: page.blurb, icon: page.icon }]] : [])),
  );
}

/** The paths a page lists as cards (`cards: [path, …]`, at any depth). */
function cardPathsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(cardPathsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'cards' && Array.isArray(child) ? child.filter((card): card is string => typeof card === 'string') : cardPathsIn(child),
  );
}

function moduleSource(id: string, pages: LoadedPage[]): string {
  const summaries = pages.map(toSummary);
  const cards = pageCards(pages);
  if (id === INDEX_ID) {
    // A page that lists cards loads just those with its content (src/content/cards.ts).
    const cardSets = pages
      .filter(({ page }) => cardPathsIn(page).length > 0)
      .map(({ path }) => `${JSON.stringify(path)}: () => import(${JSON.stringify(CARD_SET_PREFIX + path.slice(1))})`);
    // Each page's metadata and the loader of its content (its own chunk).
    const index = summaries.map((summary) => `${JSON.stringify(toMeta(summary)).slice(0, -1)},load:()=>import(${JSON.stringify(`/${summary.sourceFile}`)})}`);
    return `export const pageIndex = [${index.join(',')}];\nexport const cardSets = {${cardSets.join(',')}};`;
  }
  if (id === SUMMARIES_ID) return `export const pageSummaries = ${JSON.stringify(summaries)};`;
  if (id === CARDS_ID) return `export const pageCards = ${JSON.stringify(cards)};`;
  if (id === ICONS_ID) {
    const icons = Object.fromEntries(summaries.filter((summary) => summary.menu).map((summary) => [summary.path, summary.icon]));
    return `export const pageIcons = ${JSON.stringify(icons)};`;
  }
  const page = pages.find(({ path }) => path === `/${id.slice(CARD_SET_PREFIX.length)}`);
  const listed = Object.fromEntries(cardPathsIn(page?.page).flatMap((path) => (cards[path] ? [[path, cards[path]]] : [])));
  return `export const pageCards = ${JSON.stringify(listed)};`;
}

/**
 * `virtual:content-index` exports the metadata of every page (path, menu entry,
 * aliases, access) without their bodies, so menus and routes are known up front while each page's body
 * stays in its own lazily loaded chunk. `virtual:content-summaries` adds the titles, for the
 * server entry (prerendering and tests) only. `virtual:page-cards` holds each page's card (title,
 * blurb, icon), for the home page's lower sections; `virtual:page-cards/<path>` only the cards one
 * page lists, loaded with its content; `virtual:page-icons` the icons of the menus' pages, for the
 * menus that show them (loaded with those menus).
 */
export function contentIndex(root: string, locale: Locale, pagesDir = resolve(root, 'src/content/pages')): Plugin {
  // Read once for the three modules; a change to a page file reads them again.
  let pages: Promise<LoadedPage[]> | undefined;
  return {
    name: 'content-index',
    resolveId(id) {
      return IDS.includes(id) || id.startsWith(CARD_SET_PREFIX) ? resolved(id) : undefined;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const virtualId = id.slice(1);
      if (!IDS.includes(virtualId) && !virtualId.startsWith(CARD_SET_PREFIX)) return undefined;
      for (const file of listPageFiles(pagesDir)) {
        this.addWatchFile(file);
        if (existsSync(variantFile(file, locale))) this.addWatchFile(variantFile(file, locale));
      }
      pages ??= readPages(root, pagesDir, locale);
      return moduleSource(virtualId, await pages);
    },
    hotUpdate({ file, server }) {
      if (!file.startsWith(pagesDir)) return;
      pages = undefined;
      for (const id of IDS) {
        const module = server.moduleGraph.getModuleById(resolved(id));
        if (module) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}
