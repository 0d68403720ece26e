import { describe, expect, it } from 'vitest';
import { structureProblems, textsOf } from '../../scripts/i18n/structure';
import { variantFile } from '../../scripts/content/variant-file';
import { glossary as amGlossary } from '../../src/i18n/glossary/am';
import { glossaryTerms, type Glossary } from '../../src/i18n/glossary/terms';
import { glossary as zhGlossary } from '../../src/i18n/glossary/zh';
import { translatedLocales, type Locale } from '../../src/shared/locales';

/**
 * The files that hold the site's text, English and translated: the content's data files
 * (`x.en.json`, `x.zh.json`, `x.am.json`) and the interface's messages (`words.ts`, `words.zh.ts`,
 * `session-words.ts`, … beside the code that shows them).
 */
const loaded = import.meta.glob<Record<string, unknown>>(
  ['../../src/content/**/*.json', '../../src/**/*words.ts', '../../src/**/*words.{zh,am}.ts'],
  { eager: true },
);
/** Each file's text: a data file's value, a module's exports. */
const modules: Record<string, unknown> = Object.fromEntries(
  Object.entries(loaded).map(([file, module]) => [file, file.endsWith('.json') ? module.default : module]),
);

const variantPattern = /\.(zh|am)\.(ts|json)$/;
const sourceOf = (file: string) => file.replace(variantPattern, (_, _locale: string, ext: string) => (ext === 'json' ? '.en.json' : '.ts'));
const variantOf = (file: string, locale: Locale) => variantFile(file, locale);

/** A page is `x.en.json` under content/pages. */
const pageFiles = Object.keys(modules).filter((file) => file.includes('/src/content/pages/') && file.endsWith('.en.json'));
/** The English files that have translations: every page, and every file with a variant. */
const textModules = [...new Set([...pageFiles, ...Object.keys(modules).filter((file) => variantPattern.test(file)).map(sourceOf)])].sort();

const glossaries: Record<Exclude<Locale, 'en'>, Glossary> = { zh: zhGlossary, am: amGlossary };
/** The script each language is written in (product names stay in Latin letters). */
const scripts: Record<Exclude<Locale, 'en'>, RegExp> = { zh: /\p{Script=Han}/gu, am: /\p{Script=Ethiopic}/gu };

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Where an English text uses a glossary term: an acronym as a word of its own (POS, not the 'pos'
 * of 'position' or the POS of SoftPOS), another term at the start of a word, not as the first
 * part of a longer compound ('cash-in', not 'cash-in-transit').
 */
function usesTerm(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const acronym = term === term.toUpperCase();
  return new RegExp(acronym ? `(?<![A-Za-z])${escaped}(?![A-Za-z])` : `(?<![A-Za-z])${escaped}(?!-[a-z])`, acronym ? '' : 'i').test(text);
}

describe.each(translatedLocales)('the %s translation', (locale) => {
  it('translates every page and every file that has a translation', () => {
    expect(pageFiles.length).toBeGreaterThan(50);
    expect(textModules.filter((file) => !modules[variantOf(file, locale)])).toEqual([]);
  });

  it('keeps the structure of the English: the same keys, list lengths, paths, icons, ids and figures', () => {
    const problems = textModules
      .filter((file) => modules[variantOf(file, locale)])
      .flatMap((file) => structureProblems(modules[file], modules[variantOf(file, locale)]).map((problem) => `${variantOf(file, locale)}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it(`is written in its own script: no text left in English`, () => {
    const english = textModules.flatMap((file) =>
      textsOf(modules[variantOf(file, locale)] ?? {}).filter((text) => {
        const words = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
        const latin = words.join('').length;
        return words.length >= 4 && latin > 2 * count(text, scripts[locale]);
      }).map((text) => `${variantOf(file, locale)}: ${text}`),
    );
    expect(english).toEqual([]);
  });

  it("follows its glossary: where the English uses a product term, the translation uses the glossary's word", () => {
    const glossary = glossaries[locale];
    const misses = textModules.flatMap((file) => {
      const translation = modules[variantOf(file, locale)];
      if (!translation) return [];
      const source = textsOf(modules[file]).join('\n');
      const translated = textsOf(translation).join('\n').toLowerCase();
      return glossaryTerms
        .filter((term) => usesTerm(source, term) && !translated.includes(glossary[term].toLowerCase()))
        .map((term) => `${variantOf(file, locale)}: “${term}” → “${glossary[term]}”`);
    });
    expect(misses).toEqual([]);
  });
});
