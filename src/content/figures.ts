import figuresData from './settings/figures/figures.en.json' with { type: 'json' };

/**
 * The company's figures (spec section 1: display claims, not product limits), each written once.
 * Content shows one as a stat by its id, with this label or a label of its own
 * (`{ figure: 'tps', label: 'Postings per second' }`); its number is written for the page's language
 * at build time (src/content/figure-numbers.ts).
 */
export type Figure =
  | { kind: 'percent'; value: number; label: string; upTo?: boolean }
  | { kind: 'count'; value: number; label: string; compact?: boolean; plus?: boolean }
  | { kind: 'duration'; value: number; unit: 'millisecond' | 'month'; label: string; under?: boolean }
  /** Around the clock, every day: '24/7'. */
  | { kind: 'always'; label: string };

/**
 * The figures, in the build's language (`figures.zh.json` in the Chinese build). A JSON import
 * types `kind` and `unit` as any string, so the union above is asserted here.
 */
export const figures = figuresData as unknown as Record<FigureId, Figure>;

export type FigureId = keyof typeof figuresData;

