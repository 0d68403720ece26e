import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumArgs, chromiumExecutable } from '../../tests/support/browser-path';

/** Lighthouse's default CPU slowdown: a fast desktop host made as slow as its reference phone. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * Lighthouse's own CPU benchmark (the `benchmarkIndex` of its reports), run the way Lighthouse runs
 * it: in a page of the same Chromium. The median of `runs`, since a busy machine varies.
 */
export async function measureBenchmarkIndex(runs = 5): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const results: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    return results.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  } finally {
    await browser.close();
  }
}

/**
 * The CPU slowdown that makes a host with this benchmark index emulate Lighthouse's reference
 * phone, on the curve of Lighthouse's CPU throttling calculator (docs/throttling.md: 1300 → 3×,
 * 800 → 2×, 150 → 1×), never above the default 4×. With the default on a busy 2-core machine, the
 * emulated phone is several times slower than the reference one, and the same build scores
 * anywhere from 80 to 100.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const curve =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, curve)) * 100) / 100;
}
