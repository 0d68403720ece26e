import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { sourceLocale, type Locale } from '../../src/shared/locales.ts';

/** `softpos.en.json`: a content file in English, the source its translations follow. */
export const SOURCE_FILE = new RegExp(`\\.${sourceLocale}\\.json$`);

/** `words.zh.ts`, `softpos.am.json`: a translation, beside its English source. */
const VARIANT_FILE = /\.(zh|am)\.(tsx?|json)$/;

/**
 * The file that holds `file`'s text in `locale`: a module's translation beside it (`words.ts` →
 * `words.zh.ts`), a content file's in the same place (`softpos.en.json` → `softpos.zh.json`).
 */
export function variantFile(file: string, locale: Locale): string {
  if (locale === sourceLocale) return file;
  return SOURCE_FILE.test(file) ? file.replace(SOURCE_FILE, `.${locale}.json`) : file.replace(/\.(tsx?)$/, `.${locale}.$1`);
}

/** Whether the build swaps `file` for its translation: an English content file, or a module that is not a translation. */
const hasVariants = (file: string) => SOURCE_FILE.test(file) || (/\.tsx?$/.test(file) && !VARIANT_FILE.test(file));

/**
 * Builds the site in one language: wherever the code imports a module or content file that has a
 * translation (`words.ts` beside `words.zh.ts`, `site.en.json` beside `site.zh.json`), the Chinese
 * build takes the translation instead. The English source stays the one the code and its types
 * name; each language's build holds only its own text.
 */
export function localeVariants(locale: Locale): Plugin {
  return {
    name: 'locale-variants',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (locale === sourceLocale || source.startsWith('\0') || source.startsWith('virtual:')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file, query = ''] = resolved.id.split('?');
      if (!file || !hasVariants(file)) return resolved;
      const variant = variantFile(file, locale);
      return existsSync(variant) ? { ...resolved, id: query ? `${variant}?${query}` : variant } : resolved;
    },
  };
}
