/**
 * Whether a translation's content is published (scripts/content/publication.ts): not when it is
 * marked `"draft": true`, nor when it holds no translated text at all. Without Node's imports: the
 * editor's page uses it too (scripts/cms/editor-extension.ts).
 */
import { textsOf } from '../i18n/structure.ts';

/** Why a translation is not on the site, or `published`. */
export type TranslationState = 'published' | 'missing' | 'draft' | 'untranslated';

export const isDraft = (content: unknown) => typeof content === 'object' && content !== null && (content as { draft?: unknown }).draft === true;

/** The state of a content value as a translation: a draft, one without a word of text, or published. */
export function translationStateOf(content: unknown): Exclude<TranslationState, 'missing'> {
  if (isDraft(content)) return 'draft';
  return textsOf(content).some((text) => text.trim() !== '') ? 'published' : 'untranslated';
}
