import type { LighthouseFigures } from './lighthouse-run';
import { median } from './median';

/** How a page is measured: with its scripts or with every script file blocked. */
export const variants = ['with', 'without'] as const;
export type Variant = (typeof variants)[number];

const variantLabels: Record<Variant, string> = {
  with: 'with scripts',
  without: 'without scripts',
};

const figureKeys = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'benchmarkIndex'] as const satisfies readonly (keyof LighthouseFigures)[];

/** A page's runs of one variant and their median, figure by figure. */
export interface VariantResult {
  runs: LighthouseFigures[];
  median: LighthouseFigures;
}

export function summarise(runs: LighthouseFigures[]): VariantResult {
  return { runs, median: Object.fromEntries(figureKeys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseFigures };
}

const columns: [string, number][] = [['', 21], ['perf', 7], ['FCP', 8], ['LCP', 8], ['TBT', 8], ['CLS', 8], ['host', 7]];
const line = (cells: string[]) => cells.map((cell, index) => (index ? cell.padStart(columns[index]![1]) : cell.padEnd(columns[0]![1]))).join('');
const orDash = (value: number, text: string) => (Number.isFinite(value) ? text : '–');

export const tableHeader = line(columns.map(([title]) => title));

function figuresLine(label: string, figures: LighthouseFigures): string {
  return line([label, ...figureKeys.map((key) => orDash(figures[key], figures[key].toFixed(key === 'cls' ? 3 : 0)))]);
}

/** A page's rows: the median of each variant measured. */
export function pageRows(results: Partial<Record<Variant, VariantResult>>): string[] {
  return variants.flatMap((variant) => (results[variant] ? [figuresLine(`  ${variantLabels[variant]}`, results[variant].median)] : []));
}
