import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { sourceLocale, type Locale } from '../../src/shared/locales.ts';

/** `bnpl.zh.ts`, `words.am.ts`: a module's translation, beside its English source. */
export const VARIANT_FILE = /\.(zh|am)\.tsx?$/;

/** The file that holds `file`'s text in `locale` (`bnpl.ts` → `bnpl.zh.ts`). */
export function variantFile(file: string, locale: Locale): string {
  return locale === sourceLocale ? file : file.replace(/\.(tsx?)$/, `.${locale}.$1`);
}

/**
 * Builds the site in one language: wherever the code imports a module that has a translation
 * (`words.ts` beside `words.zh.ts`), the Chinese build takes the translation instead. The
 * English source stays the one the code and its types name; each language's build holds only its
 * own text.
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
      if (!file || !/\.tsx?$/.test(file) || VARIANT_FILE.test(file)) return resolved;
      const variant = variantFile(file, locale);
      return existsSync(variant) ? { ...resolved, id: query ? `${variant}?${query}` : variant } : resolved;
    },
  };
}
