import type { Flags } from 'lighthouse';
import type { LighthouseBrowser, LighthouseResult } from '../lighthouse/lighthouse-browser';

/** One page's figures from Lighthouse (mobile, simulated throttling, as `npm test` runs it). */
export interface LighthouseFigures {
  performance: number;
  fcp: number;
  lcp: number;
  /** When the largest paint really happened in the run (Lighthouse simulates `lcp` from the trace). */
  observedLcp: number;
  tbt: number;
  cls: number;
  /** Bytes on the wire of every script the page loaded during the run. */
  scriptBytes: number;
  /** Bytes on the wire of every stylesheet the page loaded (inline styles travel in the HTML). */
  stylesheetBytes: number;
  /** Lighthouse's CPU benchmark of the host during the run: the same page reads slower on a slower or busier host. */
  benchmarkIndex: number;
}

function figures(result: LighthouseResult): LighthouseFigures {
  const audit = (id: string) => result.audits[id]?.numericValue ?? NaN;
  const requests = (result.audits['network-requests']?.details?.items ?? []) as { resourceType?: string; transferSize?: number }[];
  const bytesOf = (type: string) =>
    requests.filter((request) => request.resourceType === type).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const metrics = (result.audits.metrics?.details?.items?.[0] ?? {}) as { observedLargestContentfulPaint?: number };
  return {
    performance: (result.categories.performance?.score ?? NaN) * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    observedLcp: metrics.observedLargestContentfulPaint ?? NaN,
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptBytes: bytesOf('Script'),
    stylesheetBytes: bytesOf('Stylesheet'),
    benchmarkIndex: result.environment?.benchmarkIndex ?? NaN,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Runs Lighthouse `runs` times on a URL, one after the other, and takes the median of each figure.
 * A run that ends without a report is run again (lighthouse-browser.ts): the figures are of completed runs.
 * `extra` adds to the settings of every run (e.g. `blockedUrlPatterns`).
 */
export async function lighthouseMedians(lighthouse: LighthouseBrowser, url: string, runs: number, extra?: Flags): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) all.push(figures(await lighthouse.run(url, extra)));
  const keys = Object.keys(all[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(all.map((one) => one[key]))])) as unknown as LighthouseFigures;
}
