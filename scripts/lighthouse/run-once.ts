import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromiumExecutable } from '../../tests/support/browser-path';

/** The parts of a Lighthouse report the benchmark and the calibration read. */
export interface LighthouseResult {
  categories: { performance?: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
}

const lighthouseCli = join(createRequire(import.meta.url).resolve('lighthouse'), '../../cli/index.js');

/**
 * Runs the Lighthouse CLI once on `url`, with the collect settings of `lighthouserc.json` passed the
 * way Lighthouse CI passes them (plus `extra`), so what is measured here is what the budgets assert.
 */
export function runLighthouse(root: string, url: string, extra: Record<string, unknown> = {}): Promise<LighthouseResult> {
  const config = JSON.parse(readFileSync(join(root, 'lighthouserc.json'), 'utf8')) as {
    ci: { collect: { settings: { chromeFlags?: string } & Record<string, unknown> } };
  };
  const settings = config.ci.collect.settings;
  const flagsFile = join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'flags.json');
  writeFileSync(flagsFile, JSON.stringify({ ...settings, ...extra, chromeFlags: `${settings.chromeFlags ?? ''} --headless=new` }));
  const args = [lighthouseCli, url, '--output=json', '--output-path=stdout', '--quiet', `--cli-flags-path=${flagsFile}`];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromiumExecutable() ?? '' } });
    let out = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-400)));
    child.once('exit', (code) => {
      rmSync(dirname(flagsFile), { recursive: true, force: true });
      if (code === 0) resolve(JSON.parse(out) as LighthouseResult);
      else reject(new Error(`Lighthouse exited with ${code} on ${url}: ${errors.trim().split('\n').at(-1) ?? ''}`));
    });
  });
}
