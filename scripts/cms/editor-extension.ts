/**
 * The editor's extension of Decap CMS, loaded by /admin after Decap's bundle (scripts/cms/admin-site.ts):
 *
 * - Its `json` format writes a file's keys in the editor's field order (scripts/cms/field-order.ts).
 *   Decap keeps an entry in Immutable.js Maps, whose keys lose their order beyond eight, and its own
 *   json format ignores the order it is given: every save rewrote the entry's three files.
 * - Before a save, it checks the entry's translations as Decap checks the English pane
 *   (scripts/cms/translation-check.ts). Decap aborts a save whose `preSave` listener throws and shows
 *   the error in its toast "Failed to persist entry: …"; nothing is written.
 */
import { localeInfo, type Locale } from '../../src/shared/locales.ts';
import { contentFileText, type OrderedField } from './field-order.ts';
import { translationProblems, type CheckedField } from './translation-check.ts';

type Field = OrderedField & CheckedField & { fields?: readonly Field[] };

/** What the extension reads of /admin's configuration (scripts/cms/decap-config.ts). */
interface EditorConfig {
  i18n: { locales: string[]; default_locale: string };
  collections: { name: string; i18n?: boolean; fields: Field[] }[];
}

/** Decap's entry, an Immutable.js Map. */
interface Entry {
  get(key: 'collection'): string;
  getIn(path: string[]): { toJS(): unknown } | undefined;
}

interface DecapCms {
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(content: string): unknown; toFile(data: unknown, sortedKeys?: string[]): string },
  ): void;
  registerEventListener(listener: { name: 'preSave'; handler(event: { entry: Entry }): Promise<undefined> }): void;
}

declare global {
  interface Window {
    CMS: DecapCms;
  }
}

/** A save the translations' check refuses. Decap's toast shows it as its problems, one after the other. */
class TranslationsRefused extends Error {
  override toString() {
    return this.message;
  }
}

const configUrl = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href ?? '/admin/config.yml';
// Decap reads the same file; a save waits for it (preSave), and the format is called after.
const config: Promise<EditorConfig> = fetch(configUrl).then((response) => response.json() as Promise<EditorConfig>);
let loaded: EditorConfig | undefined;
void config.then((value) => (loaded = value));

/**
 * The fields of the collection a file belongs to, found by the names Decap gives the format (its
 * top-level fields, in order): collections with the same top-level fields have the same fields
 * (tests/unit/content-key-order.test.ts). Else the names alone.
 */
function fieldsNamed(names: string[]): readonly OrderedField[] {
  const collection = loaded?.collections.find(({ fields }) => fields.length === names.length && fields.every((field, index) => field.name === names[index]));
  return collection?.fields ?? names.map((name) => ({ name }));
}

window.CMS.registerCustomFormat('json', 'json', {
  fromFile: (content) => JSON.parse(content) as unknown,
  toFile: (data, sortedKeys = []) => contentFileText(fieldsNamed(sortedKeys), data),
});

window.CMS.registerEventListener({
  name: 'preSave',
  async handler({ entry }) {
    const { i18n, collections } = await config;
    const collection = collections.find(({ name }) => name === entry.get('collection'));
    if (!collection?.i18n) return undefined;
    const problems = i18n.locales
      .filter((locale) => locale !== i18n.default_locale)
      .flatMap((locale) => translationProblems(collection.fields, entry.getIn(['i18n', locale, 'data'])?.toJS(), localeInfo[locale as Locale]?.name ?? locale));
    if (problems.length > 0) throw new TranslationsRefused(problems.join('; '));
    return undefined;
  },
});
