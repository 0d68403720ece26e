import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { auditPages, categoryPages, type AuditPage } from '../lighthouse/audit-pages';
import { lighthouseChromePath } from '../lighthouse/chrome-path';
import { readRcFile } from '../lighthouse/lhci-config';
import { root } from '../local/stack';
import { lighthouseRun, type LighthouseFigures, type LighthouseSettings } from './lighthouse-run';
import { splashRuns } from './splash-smoothness';
import { printSplashSummary } from './splash-summary';
import { pageRows, summarise, tableHeader, type Variant, type VariantResult } from './web-table';

/**
 * `npm run bench:web`: the performance yardstick, figures and no verdict (docs/benchmark.md).
 * Lighthouse's standard mobile profile, unchanged, on the site served at SITE_URL (default:
 * `npm start`'s; its build in DIST_DIR, default dist, lists the pages): each page with its scripts
 * and with every script file blocked, `--runs` times (default 5), interleaved, each run in a fresh
 * Chromium; the medians, with Lighthouse's benchmark index of the host beside them.
 * `--page <path>` (repeatable)
 * measures those pages of `npm run lhci`'s list instead of the default (one page per template in
 * English, the Chinese and Amharic home page). `--splash` adds the intro's smoothness after the table.
 * Writes build/bench/web-<time>.json.
 *   npm run bench:web -- [--runs 5] [--page /auth] [--splash]
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    page: { type: 'string', multiple: true },
    splash: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number from 1 up, not ${values.runs}`);
const siteUrl = (process.env.SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/$/, '');
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');

const all = await auditPages(root, distDir);
const unknown = (values.page ?? []).filter((path) => !all.some((page) => page.path === path));
if (unknown.length) throw new Error(`Not a page npm run lhci audits: ${unknown.join(', ')}. Those are:\n  ${all.map((page) => page.path).join('\n  ')}`);
const pages = values.page ? all.filter((page) => values.page!.includes(page.path)) : categoryPages(all);

const served = (url: string) => fetch(url, { redirect: 'manual' }).then((response) => response.status === 200, () => false);
const notServed: string[] = [];
for (const page of pages) if (!(await served(`${siteUrl}${page.path}`))) notServed.push(page.path);
if (notServed.length) throw new Error(`${siteUrl} (SITE_URL) does not serve ${notServed.join(', ')} of the build in ${distDir} (DIST_DIR)`);

const { settings } = readRcFile(root).ci.collect;
const withoutScripts: LighthouseSettings = { ...settings, blockedUrlPatterns: ['*.js'] };
const chromePath = lighthouseChromePath();
const load = () => loadavg().map((value) => Number(value.toFixed(2)));
const started = new Date();
const output = resolve(root, 'build/bench', `web-${started.toISOString().replace(/[:.]/g, '-')}.json`);

interface PageResult extends AuditPage {
  variants: Partial<Record<Variant, VariantResult>>;
}

/**
 * A page's runs, interleaved: run 1 with scripts and without, then run 2, and so on, so that a
 * change in the host's load during the page's runs weighs on both alike.
 */
async function measure(page: AuditPage): Promise<PageResult> {
  const targets: [Variant, string, LighthouseSettings][] = [
    ['with', `${siteUrl}${page.path}`, settings],
    ['without', `${siteUrl}${page.path}`, withoutScripts],
  ];
  const collected: Partial<Record<Variant, LighthouseFigures[]>> = {};
  process.stdout.write(`\n${page.locale} ${page.label}: ${page.path} `);
  for (let run = 0; run < runs; run += 1) {
    for (const [variant, url, variantSettings] of targets) {
      (collected[variant] ??= []).push(await lighthouseRun(url, chromePath, variantSettings));
      process.stdout.write('.');
    }
  }
  process.stdout.write('\n');
  const variants = Object.fromEntries(Object.entries(collected).map(([variant, figures]) => [variant, summarise(figures)])) as PageResult['variants'];
  return { ...page, variants };
}

const results: PageResult[] = [];
const loadAtStart = load();
const report = () => ({
  startedAt: started.toISOString(),
  siteUrl,
  runs,
  loadAverage: { start: loadAtStart, now: load() },
  pages: results,
});
console.log(`\nSite ${siteUrl}: ${pages.length} pages, ${runs} runs each.`);
console.log(`Load average (1, 5, 15 min) at start: ${loadAtStart.join(' ')}`);
console.log(`\n${tableHeader}`);
mkdirSync(resolve(root, 'build/bench'), { recursive: true });
for (const page of pages) {
  const result = await measure(page);
  results.push(result);
  console.log(pageRows(result.variants).join('\n'));
  // Written after every page, so that a run stopped half-way keeps what it measured.
  writeFileSync(output, JSON.stringify(report(), null, 2));
}

console.log(`
Medians of ${runs} runs, each in a fresh Chromium, Lighthouse's standard mobile profile (simulated slow 4G, CPU 4×).
perf: performance score; FCP, LCP, TBT: ms (simulated); CLS; host: Lighthouse's benchmark index of this machine
during those runs (higher is faster: on a slower or busier host the same page reads a longer TBT).
without: every script file blocked (inline scripts still run): what the HTML and CSS cost alone.
Figures compare only within one run: another run, on another host or load, moves them all.
JSON: ${relative(root, output)}`);

if (values.splash) {
  printSplashSummary('CPU 4× slower', await splashRuns(`${siteUrl}/`, runs, 4));
  printSplashSummary('CPU unthrottled', await splashRuns(`${siteUrl}/`, runs, 1));
}
console.log(`\nLoad average at the end: ${load().join(' ')}; ${((Date.now() - started.getTime()) / 1000).toFixed(0)} s.`);
