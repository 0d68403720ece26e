import type { LighthouseFigures } from './lighthouse-run';
import { median } from './median';

/** How a page is measured: this build or the baseline, with its scripts or with every script file blocked. */
export const variants = ['with', 'without', 'baselineWith', 'baselineWithout'] as const;
export type Variant = (typeof variants)[number];

const variantLabels: Record<Variant, string> = {
  with: 'with scripts',
  without: 'without scripts',
  baselineWith: 'baseline, with',
  baselineWithout: 'baseline, without',
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

/** This build's median over the baseline's, figure by figure (NaN where the baseline's is 0: a CLS of 0, a TBT of 0). */
export function ratios(current: LighthouseFigures, baseline: LighthouseFigures): LighthouseFigures {
  return Object.fromEntries(figureKeys.map((key) => [key, baseline[key] ? current[key] / baseline[key] : NaN])) as unknown as LighthouseFigures;
}

const columns: [string, number][] = [['', 21], ['perf', 7], ['FCP', 8], ['LCP', 8], ['TBT', 8], ['CLS', 8], ['host', 7]];
const line = (cells: string[]) => cells.map((cell, index) => (index ? cell.padStart(columns[index]![1]) : cell.padEnd(columns[0]![1]))).join('');
const orDash = (value: number, text: string) => (Number.isFinite(value) ? text : '–');

export const tableHeader = line(columns.map(([title]) => title));

function figuresLine(label: string, figures: LighthouseFigures): string {
  return line([label, ...figureKeys.map((key) => orDash(figures[key], figures[key].toFixed(key === 'cls' ? 3 : 0)))]);
}

function ratioLine(label: string, figures: LighthouseFigures): string {
  return line([label, ...figureKeys.map((key) => orDash(figures[key], figures[key].toFixed(2)))]);
}

/** A page's rows: the median of each variant measured, then this build's ratios to the baseline. */
export function pageRows(results: Partial<Record<Variant, VariantResult>>): string[] {
  const rows = variants.flatMap((variant) => (results[variant] ? [figuresLine(`  ${variantLabels[variant]}`, results[variant].median)] : []));
  const { with: withScripts, without, baselineWith, baselineWithout } = results;
  if (withScripts && baselineWith) rows.push(ratioLine('  ratio, with', ratios(withScripts.median, baselineWith.median)));
  if (without && baselineWithout) rows.push(ratioLine('  ratio, without', ratios(without.median, baselineWithout.median)));
  return rows;
}
