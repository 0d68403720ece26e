import { mainThreadGroups, type LighthouseFigures, type MainThread } from './lighthouse-run';
import type { TaskBlocking } from './task-blocking';
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

/** The figures a ratio is taken of: all but the main thread's breakdown and blocking. */
export type Scores = Omit<LighthouseFigures, 'mainThread' | 'blocking'>;

/** A page's runs of one variant and their median, figure by figure. */
export interface VariantResult {
  runs: LighthouseFigures[];
  median: LighthouseFigures;
}

export function summarise(runs: LighthouseFigures[]): VariantResult {
  const scores = Object.fromEntries(figureKeys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Scores;
  const mainThread = Object.fromEntries(mainThreadGroups.map((group) => [group, median(runs.map((run) => run.mainThread[group]))])) as MainThread;
  const blocking = { wall: median(runs.map((run) => run.blocking.wall)), cpu: median(runs.map((run) => run.blocking.cpu)) };
  return { runs, median: { ...scores, mainThread, blocking } };
}

/** This build's median over the baseline's, figure by figure (NaN where the baseline's is 0: a CLS of 0, a TBT of 0). */
export function ratios(current: Scores, baseline: Scores): Scores {
  return Object.fromEntries(figureKeys.map((key) => [key, baseline[key] ? current[key] / baseline[key] : NaN])) as unknown as Scores;
}

const columns: [string, number][] = [['', 21], ['perf', 7], ['FCP', 8], ['LCP', 8], ['TBT', 8], ['CLS', 8], ['host', 7]];
const line = (cells: string[]) => cells.map((cell, index) => (index ? cell.padStart(columns[index]![1]) : cell.padEnd(columns[0]![1]))).join('');
const orDash = (value: number, text: string) => (Number.isFinite(value) ? text : '–');

export const tableHeader = line(columns.map(([title]) => title));

function figuresLine(label: string, figures: LighthouseFigures): string {
  return line([label, ...figureKeys.map((key) => orDash(figures[key], figures[key].toFixed(key === 'cls' ? 3 : 0)))]);
}

function ratioLine(label: string, figures: Scores): string {
  return line([label, ...figureKeys.map((key) => orDash(figures[key], figures[key].toFixed(2)))]);
}

const groupLabels: Record<keyof MainThread, string> = {
  parseHTML: 'parse',
  styleLayout: 'style+layout',
  script: 'script',
  paintCompositeRender: 'paint',
  garbageCollection: 'gc',
  other: 'other',
};

/** A variant's main-thread time at 4×, median of each group: its sum first, then group by group. */
function mainThreadLine(label: string, time: MainThread): string {
  const total = mainThreadGroups.reduce((sum, group) => sum + time[group], 0);
  return `${label.padEnd(columns[0]![1])}${total.toFixed(0).padStart(6)}  ${mainThreadGroups.map((group) => `${groupLabels[group]} ${time[group].toFixed(0)}`).join(' · ')}`;
}

/** A variant's observed blocking after the first paint at 4×, medians: from wall time, from CPU time. */
function blockingLine(label: string, { wall, cpu }: TaskBlocking): string {
  return `${label.padEnd(columns[0]![1])}wall ${wall.toFixed(0)} · CPU ${orDash(cpu, cpu.toFixed(0))}`;
}

/**
 * A page's rows: the median of each variant measured, this build's ratios to the baseline, then
 * where each variant's main-thread time went and its blocking from wall and from CPU time.
 */
export function pageRows(results: Partial<Record<Variant, VariantResult>>): string[] {
  const measured = variants.filter((variant) => results[variant]);
  const rows = measured.map((variant) => figuresLine(`  ${variantLabels[variant]}`, results[variant]!.median));
  const { with: withScripts, without, baselineWith, baselineWithout } = results;
  if (withScripts && baselineWith) rows.push(ratioLine('  ratio, with', ratios(withScripts.median, baselineWith.median)));
  if (without && baselineWithout) rows.push(ratioLine('  ratio, without', ratios(without.median, baselineWithout.median)));
  rows.push('  main thread, ms at 4× (median of each group)');
  rows.push(...measured.map((variant) => mainThreadLine(`  ${variantLabels[variant]}`, results[variant]!.median.mainThread)));
  rows.push('  observed blocking after FCP, ms at 4× (median): from the tasks\' wall time · from their CPU time');
  rows.push(...measured.map((variant) => blockingLine(`  ${variantLabels[variant]}`, results[variant]!.median.blocking)));
  return rows;
}
