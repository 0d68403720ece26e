/** A piece of a result's excerpt; `marked` where it matches the query. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Pagefind's excerpt is the page's text with `<` and `>` escaped and the matches wrapped in
 * `<mark>`. Read as parts and rendered as text, no markup from a page (or a query) can ever run.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>|<\/mark>)/)
    .reduce<{ parts: ExcerptPart[]; marked: boolean }>(
      (state, piece) => {
        if (piece === '<mark>' || piece === '</mark>') return { ...state, marked: piece === '<mark>' };
        const text = piece.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
        if (text) state.parts.push({ text, marked: state.marked });
        return state;
      },
      { parts: [], marked: false },
    ).parts;
}
