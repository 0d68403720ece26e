import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { decapConfig } from '../../scripts/cms/decap-config';
import type { DecapField } from '../../scripts/cms/decap-fields';
import { locales, type Locale } from '../../src/shared/locales';

/** The repository's root. */
export const root = join(import.meta.dirname, '../..');

export interface EditorCollection {
  name: string;
  folder: string;
  filter?: { field: string; value: string };
  fields: DecapField[];
}

/** The editor's collections, as /admin's configuration has them. */
export const editorCollections = (decapConfig({ backend: { name: 'github' }, siteUrl: 'https://example.test' }) as { collections: EditorCollection[] })
  .collections;

export interface ContentFile {
  /** Its path from the repository's root. */
  file: string;
  locale: Locale;
  text: string;
}

/**
 * The files of each entry the editor edits: in its collection's folder, `<slug>.<locale>.json` for
 * each language, of the collection's template when it filters on one (as Decap lists them).
 */
export function editorEntries(): { collection: EditorCollection; files: ContentFile[] }[] {
  return editorCollections.flatMap((collection) => {
    const folder = join(root, collection.folder);
    const slugs = readdirSync(folder)
      .map((name) => /^(.+)\.en\.json$/.exec(name)?.[1])
      .filter((slug): slug is string => slug !== undefined)
      .filter((slug) => {
        const { filter } = collection;
        return !filter || (JSON.parse(readFileSync(join(folder, `${slug}.en.json`), 'utf8')) as Record<string, unknown>)[filter.field] === filter.value;
      });
    return slugs.map((slug) => ({
      collection,
      files: locales.map((locale) => {
        const path = join(folder, `${slug}.${locale}.json`);
        return { file: relative(root, path), locale, text: readFileSync(path, 'utf8') };
      }),
    }));
  });
}

/** Every JSON file under src/content, at any depth. */
export function contentJsonFiles(dir = join(root, 'src/content')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contentJsonFiles(path);
    return entry.name.endsWith('.json') ? [relative(root, path)] : [];
  });
}
