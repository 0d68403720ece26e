import { median } from './median';
import type { SplashRun } from './splash-smoothness';

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');

/** Prints the intro's count over several first visits: the median and the worst of each figure. */
export function printSplashSummary(label: string, results: SplashRun[]): void {
  const worst = (key: keyof SplashRun) => Math.max(...results.map((result) => result[key] as number));
  const middle = (key: keyof SplashRun) => median(results.map((result) => result[key] as number));
  const longest = [...results].sort((a, b) => b.longestTask - a.longestTask)[0]!;
  console.log(`\nThe intro's count, ${label} (${results.length} first visits; median / worst):`);
  console.log(`  longest main-thread task while counting  ${ms(middle('longestTask'))} / ${ms(worst('longestTask'))} ms (worst: ${longest.longestTaskKind})`);
  console.log(`  longest time between painted values      ${ms(middle('longestGap'))} / ${ms(worst('longestGap'))} ms (steps are 30 ms apart)`);
  console.log(`  0 % shown before 2 % (from the FCP)      ${ms(middle('firstStepAfterFcp'))} / ${ms(worst('firstStepAfterFcp'))} ms`);
  console.log(`  values of 0–100 % never painted          ${middle('missing')} / ${worst('missing')}`);
  console.log(`  page revealed after the splash's FCP     ${ms(middle('revealAfterFcp'))} / ${ms(worst('revealAfterFcp'))} ms (timeline: 2100)`);
  console.log(`  app started after the reveal             ${ms(middle('appStartAfterReveal'))} / ${ms(worst('appStartAfterReveal'))} ms`);
}
