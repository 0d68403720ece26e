import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromiumExecutable } from '../../tests/support/browser-path';

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
}

interface LighthouseResult {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
}

const lighthouseCli = join(createRequire(import.meta.url).resolve('lighthouse'), '../../cli/index.js');

/**
 * Runs the Lighthouse CLI once, with the collect settings of `lighthouserc.json` passed the way
 * Lighthouse CI passes them, so the benchmark measures what the budgets assert.
 */
function runOnce(root: string, url: string): Promise<LighthouseResult> {
  const config = JSON.parse(readFileSync(join(root, 'lighthouserc.json'), 'utf8')) as {
    ci: { collect: { settings: { chromeFlags?: string } & Record<string, unknown> } };
  };
  const settings = config.ci.collect.settings;
  const flagsFile = join(mkdtempSync(join(tmpdir(), 'bench-web-')), 'flags.json');
  writeFileSync(flagsFile, JSON.stringify({ ...settings, chromeFlags: `${settings.chromeFlags ?? ''} --headless=new` }));
  const args = [lighthouseCli, url, '--output=json', '--output-path=stdout', '--quiet', `--cli-flags-path=${flagsFile}`];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromiumExecutable() ?? '' } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      rmSync(dirname(flagsFile), { recursive: true, force: true });
      if (code === 0) resolve(JSON.parse(out) as LighthouseResult);
      else reject(new Error(`Lighthouse exited with ${code} on ${url}`));
    });
  });
}

function figures(result: LighthouseResult): LighthouseFigures {
  const audit = (id: string) => result.audits[id]?.numericValue ?? NaN;
  const requests = (result.audits['network-requests']?.details?.items ?? []) as { resourceType?: string; transferSize?: number }[];
  const bytesOf = (type: string) =>
    requests.filter((request) => request.resourceType === type).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const metrics = (result.audits.metrics?.details?.items?.[0] ?? {}) as { observedLargestContentfulPaint?: number };
  return {
    performance: result.categories.performance.score * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    observedLcp: metrics.observedLargestContentfulPaint ?? NaN,
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptBytes: bytesOf('Script'),
    stylesheetBytes: bytesOf('Stylesheet'),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs Lighthouse `runs` times on a URL, one after the other, and takes the median of each figure. */
export async function lighthouseMedians(root: string, url: string, runs: number): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) all.push(figures(await runOnce(root, url)));
  const keys = Object.keys(all[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(all.map((one) => one[key]))])) as unknown as LighthouseFigures;
}
