/**
 * The CPU slowdown Lighthouse CI uses on this host, from what cpu-calibration.ts measures. Kept apart
 * from the measuring (which drives a browser) so that it is a plain function of two numbers.
 */

/** Lighthouse's default CPU slowdown: a fast desktop host made as slow as its reference phone. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** Where a long task starts, for Lighthouse as for the browser's Long Tasks API. */
const LONG_TASK_MS = 50;

/**
 * The CPU slowdown that makes this host emulate Lighthouse's reference phone. From the benchmark
 * index, on the curve of Lighthouse's CPU throttling calculator (docs/throttling.md: 1300 → 3×,
 * 800 → 2×, 150 → 1×), never above the default 4×. Then no more than keeps the bare page free of
 * long tasks: where the host's own browser work is already slow, slowing it down 4× on top
 * emulates a phone many times slower than the reference one, and pages score by the host, not by
 * what they do. Never below 1×: the host as it is.
 */
export function cpuSlowdownFor(benchmarkIndex: number, barePageLongestTaskMs: number): number {
  const curve =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  const hostBound = barePageLongestTaskMs > 0 ? LONG_TASK_MS / barePageLongestTaskMs : DEFAULT_CPU_SLOWDOWN;
  return Math.round(Math.max(1, Math.min(DEFAULT_CPU_SLOWDOWN, curve, hostBound)) * 100) / 100;
}
