import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { pathFromFile } from '../../src/content/paths.ts';
import type { CardData, HomeSections, PageContent, PageMeta, PageSummary } from '../../src/content/types.ts';
import { sourceLocale, type Locale } from '../../src/shared/locales.ts';
import { structureProblems } from '../i18n/structure.ts';
import { publishedLocales, readJson, translationState } from '../content/publication.ts';
import { SOURCE_FILE, variantFile } from '../content/variant-file.ts';

const INDEX_ID = 'virtual:content-index';
const SUMMARIES_ID = 'virtual:content-summaries';
const CARDS_ID = 'virtual:page-cards';
const ICONS_ID = 'virtual:page-icons';
const HOME_GROUPS_ID = 'virtual:home-service-groups';
/** `virtual:page-cards/use-cases/case-studies`: the cards one page lists. */
const CARD_SET_PREFIX = `${CARDS_ID}/`;
const IDS = [INDEX_ID, SUMMARIES_ID, CARDS_ID, ICONS_ID, HOME_GROUPS_ID];
const resolved = (id: string) => `\0${id}`;

function listPageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return listPageFiles(full);
      // `bnpl.en.json`, not its translations `bnpl.zh.json` and `bnpl.am.json`.
      return SOURCE_FILE.test(entry.name) ? [full] : [];
    })
    .sort();
}

interface LoadedPage {
  path: string;
  page: PageContent;
  /** Its file, relative to the project's root. */
  file: string;
  /** The languages it is published in (scripts/content/publication.ts). */
  languages: Locale[];
  /** Not published in this build's language: shown from its English file. */
  fallback: boolean;
}

function toSummary({ path, page, file, languages, fallback }: LoadedPage): PageSummary {
  const { template, title, seoTitle, icon, menu, aliases, noindex, access } = page;
  return { path, template, title, seoTitle, icon, menu, aliases, noindex, access, ...(fallback && { fallback }), languages, sourceFile: file };
}

// A flag only on a fallback page, so that every other page's metadata stays as small as it was.
function toMeta({ path, menu, aliases, access, fallback }: PageSummary): PageMeta {
  return { path, menu, aliases, access, ...(fallback && { fallback }) };
}

/**
 * The file that serves a page in `locale`, given its English file: its translation beside it when
 * published, else the English file itself (the fallback: English first, translations later).
 */
export function pageFileFor(englishFile: string, locale: Locale): { file: string; fallback: boolean } {
  if (locale === sourceLocale || translationState(englishFile, locale) !== 'published') return { file: englishFile, fallback: locale !== sourceLocale };
  return { file: variantFile(englishFile, locale), fallback: false };
}

/**
 * Loads every published page of `src/content/pages/` in one language at build time, with its path
 * (a page whose English file is a draft is left out). A published translation that departs from the
 * English structure stops the build with the file and what is wrong.
 */
function readPages(root: string, pagesDir: string, locale: Locale): LoadedPage[] {
  return listPageFiles(pagesDir).flatMap((englishFile) => {
    const languages = publishedLocales(englishFile);
    if (languages.length === 0) return [];
    const path = pathFromFile(relative(pagesDir, englishFile));
    const { file, fallback } = pageFileFor(englishFile, locale);
    const page = readJson<PageContent>(file);
    if (file !== englishFile) {
      const problems = structureProblems(readJson<PageContent>(englishFile), page);
      if (problems.length) throw new Error(`${relative(root, file)} departs from the English page:\n  ${problems.join('\n  ')}`);
    }
    return [{ path, page, file: relative(root, file).split('\\').join('/'), languages, fallback }];
  });
}

/** Every page that has a blurb, as the card other pages show for it. */
function pageCards(pages: LoadedPage[]): Record<string, CardData> {
  return Object.fromEntries(
    pages.flatMap(({ path, page, fallback }) =>
      page.blurb ? [[path, { title: page.title, description: page.blurb, icon: page.icon, ...(fallback && { fallback }) }]] : [],
    ),
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

/** The service groups the home page lists, each with the service pages it shows (the same in every language). */
function homeServiceGroups(homeSectionsFile: string): HomeSections['services']['groups'] {
  return readJson<HomeSections>(homeSectionsFile).services.groups.map(({ group, cards }) => ({ group, cards }));
}

function moduleSource(id: string, pages: LoadedPage[], homeSectionsFile: string): string {
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
  if (id === HOME_GROUPS_ID) return `export const homeServiceGroups = ${JSON.stringify(homeServiceGroups(homeSectionsFile))};`;
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
 * menus that show them (loaded with those menus); `virtual:home-service-groups` the service pages
 * the home page lists under each group, for the breadcrumbs of pages outside the menus.
 */
export function contentIndex(root: string, locale: Locale, pagesDir = resolve(root, 'src/content/pages')): Plugin {
  // Its groups are the same in every language: the English file names them.
  const homeSectionsFile = resolve(root, 'src/content/home', `sections.${sourceLocale}.json`);
  // Read once for all the modules; a change to a page file reads them again.
  let pages: LoadedPage[] | undefined;
  return {
    name: 'content-index',
    resolveId(id) {
      return IDS.includes(id) || id.startsWith(CARD_SET_PREFIX) ? resolved(id) : undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const virtualId = id.slice(1);
      if (!IDS.includes(virtualId) && !virtualId.startsWith(CARD_SET_PREFIX)) return undefined;
      for (const file of listPageFiles(pagesDir)) {
        this.addWatchFile(file);
        if (existsSync(variantFile(file, locale))) this.addWatchFile(variantFile(file, locale));
      }
      this.addWatchFile(homeSectionsFile);
      pages ??= readPages(root, pagesDir, locale);
      return moduleSource(virtualId, pages, homeSectionsFile);
    },
    hotUpdate({ file, server }) {
      if (!file.startsWith(pagesDir) && file !== homeSectionsFile) return;
      pages = undefined;
      for (const id of IDS) {
        const module = server.moduleGraph.getModuleById(resolved(id));
        if (module) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}
