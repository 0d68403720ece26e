/**
 * The build's check of the content, before it writes anything: every content file against the
 * schema (src/content/schema/), every published translation against its English structure
 * (scripts/i18n/structure.ts). One line per problem: `<file>: <field>: <message>`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { z } from 'zod';
import { figuresFile, homeSections, navigationFile, pageContent, serviceGroupsFile, site, validateEntry } from '../../src/content/schema/index.ts';
import { translatedLocales } from '../../src/shared/locales.ts';
import { structureProblems } from '../i18n/structure.ts';
import { SOURCE_FILE, variantFile } from './variant-file.ts';
import { isPublishedPage, translationState } from './publication.ts';

/** The schema of each content file beside the pages, by its name (`figures.en.json`, or a folder's `figures/index.en.json`). */
const DATA_SCHEMAS: Record<string, z.ZodType> = {
  figures: figuresFile,
  'service-groups': serviceGroupsFile,
  site,
  sections: homeSections,
};

/** Every English content file under `dir` (`x.en.json`), at any depth, sorted. */
function englishFiles(dir: string, skip?: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return full === skip ? [] : englishFiles(full);
      return SOURCE_FILE.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** A content file's name without its language: `figures.en.json` → figures; `figures/index.en.json` → figures. */
const nameOf = (file: string) => {
  const name = basename(file).replace(SOURCE_FILE, '');
  return name === 'index' ? basename(dirname(file)) : name;
};

/**
 * The content files beside the pages (the home page's sections, the figures, the service groups,
 * the site's name), each English file with its schema, wherever they sit under `contentDir`.
 */
export function dataFiles(contentDir: string): { file: string; schema: z.ZodType | undefined }[] {
  return englishFiles(contentDir, join(contentDir, 'pages')).map((file) => ({ file, schema: DATA_SCHEMAS[nameOf(file)] }));
}

type Read = { value: unknown } | { problem: string };

function read(file: string, name: string): Read {
  try {
    return { value: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (error) {
    return { problem: `${name}: (root): is not valid JSON (${(error as Error).message})` };
  }
}

/** A translation's problems: the schema's, then where it departs from the English. */
function translationProblems(schema: z.ZodType, english: unknown, translation: unknown, name: string): string[] {
  return [...validateEntry(schema, translation, name), ...structureProblems(english, translation).map((problem) => `${name}: ${problem}`)];
}

/**
 * Checks one English file and its translations with `schema`. `translationRequired`: a data file's
 * translations must all be there and pass; a page's translation is checked only when it is
 * published (scripts/content/publication.ts), and a failing one is told how to stay off the site.
 */
function entryProblems(root: string, englishFile: string, schema: z.ZodType, translationRequired: boolean): string[] {
  const name = (file: string) => relative(root, file).split('\\').join('/');
  const english = read(englishFile, name(englishFile));
  if ('problem' in english) return [english.problem];
  const problems = validateEntry(schema, english.value, name(englishFile));
  for (const locale of translatedLocales) {
    const file = variantFile(englishFile, locale);
    if (!existsSync(file)) {
      if (translationRequired) problems.push(`${name(file)}: (root): is missing: write the ${locale} translation of ${name(englishFile)}`);
      continue;
    }
    const translation = read(file, name(file));
    if ('problem' in translation) {
      problems.push(translation.problem);
      continue;
    }
    if (!translationRequired && translationState(englishFile, locale) !== 'published') continue;
    const found = translationProblems(schema, english.value, translation.value, name(file));
    problems.push(...found);
    if (found.length > 0 && !translationRequired) {
      problems.push(`${name(file)}: draft: not ready yet? Set "draft": true to keep this translation off the site (the page shows in English there)`);
    }
  }
  return problems;
}

/**
 * Every problem of the content under `contentDir` (`src/content`): its pages (a page whose English
 * file is a draft is not on the site and is not checked) and the files beside them. None: the
 * content can be built.
 */
/** The menus' labels, which the site's words take in (src/i18n/words.ts): content the editor edits too. */
export const NAVIGATION_DIR = 'src/i18n/navigation';

export function contentProblems(root: string, contentDir: string): string[] {
  const pages = englishFiles(join(contentDir, 'pages')).flatMap((file) => {
    const english = read(file, relative(root, file));
    if ('problem' in english) return [english.problem];
    return isPublishedPage(file) ? entryProblems(root, file, pageContent, false) : [];
  });
  const navigation = existsSync(join(root, NAVIGATION_DIR)) ? englishFiles(join(root, NAVIGATION_DIR)).map((file) => ({ file, schema: navigationFile })) : [];
  const data = [...dataFiles(contentDir), ...navigation].flatMap(({ file, schema }) =>
    schema ? entryProblems(root, file, schema, true) : [`${relative(root, file)}: (root): no schema names this content file (scripts/content/content-check.ts)`],
  );
  return [...pages, ...data];
}
