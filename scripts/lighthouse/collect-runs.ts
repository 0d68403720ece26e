import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Flags } from 'lighthouse';
import type { LighthouseBrowser } from './lighthouse-browser';

/**
 * Lighthouse CI's `collect`, in the browser given: `runs` audits of each URL, one after the other,
 * each report saved where `lhci assert` and `lhci upload` read them (`.lighthouseci/lhr-<time>.json`).
 */
export async function collectRuns(browser: LighthouseBrowser, root: string, urls: string[], runs: number, settings: Flags): Promise<void> {
  const directory = join(root, '.lighthouseci');
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  for (const url of urls) {
    console.log(`Running Lighthouse ${runs} time(s) on ${url}`);
    for (let run = 1; run <= runs; run += 1) {
      const started = performance.now();
      const report = await browser.run(url, settings);
      writeFileSync(join(directory, `lhr-${Date.now()}.json`), JSON.stringify(report));
      console.log(`  run ${run}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  }
}
