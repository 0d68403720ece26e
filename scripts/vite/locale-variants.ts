import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { sourceLocale, type Locale } from '../../src/shared/locales.ts';
import { translationState } from '../content/publication.ts';
import { SOURCE_FILE, VARIANT_FILE, variantFile } from '../content/variant-file.ts';

/** Whether the build swaps `file` for its translation: an English content file, or a module that is not a translation. */
const hasVariants = (file: string) => SOURCE_FILE.test(file) || (/\.tsx?$/.test(file) && !VARIANT_FILE.test(file));

/**
 * Builds the site in one language: wherever the code imports a module or content file that has a
 * translation (`words.ts` beside `words.zh.ts`, `site.en.json` beside `site.zh.json`), the Chinese
 * build takes the translation instead. The English source stays the one the code and its types
 * name; each language's build holds only its own text. A content file whose translation is not
 * published (a draft, or one Decap wrote with no text yet: scripts/content/publication.ts) stays
 * English: the page's English fallback.
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
      const translated = SOURCE_FILE.test(file) ? translationState(file, locale) === 'published' : existsSync(variant);
      return translated ? { ...resolved, id: query ? `${variant}?${query}` : variant } : resolved;
    },
  };
}
