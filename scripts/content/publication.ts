/**
 * English first, translations later: whether a page is published, and in which languages. A page
 * exists when its English file does (and is not a draft); a translation beside it is published
 * unless it is missing, marked `"draft": true`, or holds no translated text at all (only the
 * structural values Decap writes for the other languages when an editor creates a page in English).
 * Where a translation is not published, that language shows the English page: the fallback.
 */
import { existsSync, readFileSync } from 'node:fs';
import { locales, sourceLocale, type Locale } from '../../src/shared/locales.ts';
import { isDraft, translationStateOf, type TranslationState } from './translation-state.ts';
import { variantFile } from './variant-file.ts';

/** A content file's value. */
export const readJson = <T = unknown>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The state of a page's translation in `locale`, given its English file. */
export function translationState(englishFile: string, locale: Locale): TranslationState {
  const file = variantFile(englishFile, locale);
  if (!existsSync(file)) return 'missing';
  return translationStateOf(readJson(file));
}

/** Whether the page of this English file is on the site at all (an English draft is not). */
export const isPublishedPage = (englishFile: string): boolean => !isDraft(readJson(englishFile));

/** The languages a page is published in, English first; none for an English draft. */
export function publishedLocales(englishFile: string): Locale[] {
  if (!isPublishedPage(englishFile)) return [];
  return locales.filter((locale) => locale === sourceLocale || translationState(englishFile, locale) === 'published');
}
