import { sourceLocale, type Locale } from '../../src/shared/locales.ts';

/** `softpos.en.json`: a content file in English, the source its translations follow. */
export const SOURCE_FILE = new RegExp(`\\.${sourceLocale}\\.json$`);

/** `words.zh.ts`, `softpos.am.json`: a translation, beside its English source. */
export const VARIANT_FILE = /\.(zh|am)\.(tsx?|json)$/;

/**
 * The file that holds `file`'s text in `locale`: a module's translation beside it (`words.ts` →
 * `words.zh.ts`), a content file's in the same place (`softpos.en.json` → `softpos.zh.json`).
 */
export function variantFile(file: string, locale: Locale): string {
  if (locale === sourceLocale) return file;
  return SOURCE_FILE.test(file) ? file.replace(SOURCE_FILE, `.${locale}.json`) : file.replace(/\.(tsx?)$/, `.${locale}.$1`);
}
