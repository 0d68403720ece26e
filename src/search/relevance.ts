import type { ExcerptPart } from './excerpt';

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function sharedStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/**
 * Whether results answer the query: some word of it is marked in an excerpt, as typed or as a form
 * of the same word ('secure' → 'Security'). Pagefind also returns loose matches of a misspelt word
 * ('sofpos' marks 'so'), which answer nothing.
 */
export function answersQuery(excerpts: ExcerptPart[][], query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).map(letters).filter(Boolean);
  const marked = excerpts.flatMap((parts) => parts.filter((part) => part.marked).map((part) => letters(part.text)));
  return words.some((word) => marked.some((text) => sharedStart(text, word) >= Math.min(word.length, 4)));
}
