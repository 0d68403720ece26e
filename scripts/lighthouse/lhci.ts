import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../local/stack';
import { auditPages, categoryPages, type AuditPage } from './audit-pages';
import { lighthouseChromePath } from './chrome-path';
import { lhciConfig, readRcFile, type LhciMode } from './lhci-config';

/**
 * `npm run lhci`: Lighthouse CI as its users run it (`lhci autorun`: LHCI's collector, a fresh
 * Chrome per run, Lighthouse's standard mobile profile), 3 runs of every page of `auditPages` in
 * every language, every budget of lighthouserc.json (FCP a warning, every other one an error).
 * `npm run lhci:categories` (`--categories`): one run of each page of `categoryPages`, only the
 * accessibility, best-practices and SEO categories; `npm test` runs it.
 * Both audit the site served at SITE_URL (default: `npm start`'s), whose build is in DIST_DIR
 * (default `dist`; the list of pages comes from it), and exit non-zero when an error-level
 * assertion fails. Each keeps its reports in a folder of its own (build/lighthouse/<mode>), so the
 * two can run at once. `--backend-map <from>=<to>` (e.g. `127.0.0.1:54322=127.0.0.1:54330`) has
 * Chrome reach the backend the build names at another address: `npm test` audits the test site
 * with a backend of its own while the end-to-end tests run beside it.
 */
const { values } = parseArgs({ options: { categories: { type: 'boolean', default: false }, 'backend-map': { type: 'string' } } });
const mode: LhciMode = values.categories ? 'categories' : 'full';
const siteUrl = (process.env.SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/$/, '');
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');

/**
 * Every page must be answered with 200 and no redirect: Lighthouse stops on an error status, and
 * LHCI matches assertions to a report by its final URL, so a page the host redirected would go
 * unjudged (a page that sends a visitor with no session on names where it lands: `landsOn`).
 */
async function assertServed(pages: AuditPage[]): Promise<void> {
  const wrong: string[] = [];
  for (const page of pages) {
    const response = await fetch(`${siteUrl}${page.path}`, { redirect: 'manual' }).catch((error: unknown) => {
      throw new Error(`Nothing answers at ${siteUrl} (SITE_URL): start the site first (npm start)`, { cause: error });
    });
    if (response.status !== 200) wrong.push(`${page.path}: ${response.status}`);
  }
  if (wrong.length) throw new Error(`${siteUrl} does not serve the pages of the build in ${distDir} (DIST_DIR):\n  ${wrong.join('\n  ')}`);
}

const all = await auditPages(root, distDir);
const pages = mode === 'categories' ? categoryPages(all) : all;
await assertServed(pages);

// LHCI keeps its reports in `.lighthouseci/` under its working directory and empties it on collect.
const workDir = resolve(root, 'build/lighthouse', mode);
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const configFile = resolve(workDir, 'lighthouserc.json');
const [mapFrom, mapTo] = values['backend-map']?.split('=') ?? [];
const config = lhciConfig(readRcFile(root), {
  mode,
  siteUrl,
  pages,
  chromePath: lighthouseChromePath(),
  outputDir: resolve(workDir, 'reports'),
  extraChromeFlags: mapFrom && mapTo ? [`--host-resolver-rules="MAP ${mapFrom} ${mapTo}"`] : [],
});
writeFileSync(configFile, JSON.stringify(config, null, 2));

const lhci = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js');
const code = await new Promise<number>((done) => {
  const child = spawn(process.execPath, [lhci, 'autorun', `--config=${configFile}`], { cwd: workDir, stdio: 'inherit' });
  child.once('exit', (exitCode) => done(exitCode ?? 1));
});
console.log(`\nReports: ${resolve(workDir, 'reports')} (HTML per run in ${resolve(workDir, '.lighthouseci')}).`);
process.exitCode = code;
