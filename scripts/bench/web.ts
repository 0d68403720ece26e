import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { locales, sourceLocale } from '../../src/shared/locales';
import { splitLocale } from '../../src/shared/site-paths';
import { auditPages, categoryPages, type AuditPage } from '../lighthouse/audit-pages';
import { lighthouseChromePath } from '../lighthouse/chrome-path';
import { readRcFile } from '../lighthouse/lhci-config';
import { root } from '../local/stack';
import { startBaselineSite, type BaselineSite } from './baseline-site';
import { benchServers, isBenchServer, serveForBench } from './bench-server';
import { currentBuildEnv } from './build-env';
import { lighthouseRun, type LighthouseFigures, type LighthouseSettings } from './lighthouse-run';
import { splashRuns } from './splash-smoothness';
import { printSplashSummary } from './splash-summary';
import { pageRows, ratios, summarise, tableHeader, type Scores, type Variant, type VariantResult } from './web-table';

/**
 * `npm run bench:web`: the performance yardstick, figures and no verdict (docs/benchmark.md).
 * Lighthouse's standard mobile profile, unchanged, on the build in DIST_DIR (default dist, what
 * `npm start` builds), served by `--server` (default nginx, the container's server; `pages`: the
 * site `npm start` serves at SITE_URL, Cloudflare's local runtime): each page with its scripts
 * and with every script file blocked, `--runs` times (default 5), interleaved, each run in a fresh
 * Chromium; the medians, with Lighthouse's benchmark index of the host beside them.
 * `--baseline <git-ref>` builds that commit (baseline-site.ts) and measures it in the same run,
 * served by the same server, interleaved with this build, and prints the ratio of every figure.
 * `--page <path>` (repeatable) measures those pages instead of the default (one page per template
 * in English, the Chinese and Amharic home page): any page the site serves. `--splash` adds the
 * intro's smoothness after the table.
 * Writes build/bench/web-<time>.json.
 *   npm run bench:web -- [--runs 5] [--page /auth] [--baseline main~3] [--splash] [--server pages]
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    page: { type: 'string', multiple: true },
    baseline: { type: 'string' },
    splash: { type: 'boolean', default: false },
    server: { type: 'string', default: 'nginx' },
  },
});
const server = values.server;
if (!isBenchServer(server)) throw new Error(`--server is one of ${benchServers.join(', ')}, not ${server}`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number from 1 up, not ${values.runs}`);
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
const site = server === 'nginx' ? await serveForBench(root, distDir, server) : undefined;
const siteUrl = site?.url ?? (process.env.SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/$/, '');

const all = await auditPages(root, distDir);
/** A page asked for by path: one `npm run lhci` audits (with its label), or any other page the site serves. */
const asked = (path: string): AuditPage => {
  const known = all.find((page) => page.path === path);
  if (known) return known;
  const locale = locales.find((candidate) => candidate !== sourceLocale && splitLocale(path).locale === candidate) ?? sourceLocale;
  return { label: 'page', locale, path, budget: 'page' };
};
const pages = values.page ? values.page.map(asked) : categoryPages(all);

const served = (url: string) => fetch(url, { redirect: 'manual' }).then((response) => response.status === 200, () => false);
const notServed: string[] = [];
for (const page of pages) if (!(await served(`${siteUrl}${page.path}`))) notServed.push(page.path);
if (notServed.length) throw new Error(`${siteUrl} (${site ? server : 'SITE_URL'}) does not serve ${notServed.join(', ')} of the build in ${distDir} (DIST_DIR)`);

const { settings } = readRcFile(root).ci.collect;
const withoutScripts: LighthouseSettings = { ...settings, blockedUrlPatterns: ['*.js'] };
const chromePath = lighthouseChromePath();
const load = () => loadavg().map((value) => Number(value.toFixed(2)));
const started = new Date();
const output = resolve(root, 'build/bench', `web-${started.toISOString().replace(/[:.]/g, '-')}.json`);

interface PageResult extends AuditPage {
  variants: Partial<Record<Variant, VariantResult>>;
  ratios: { with?: Scores; without?: Scores };
}

/**
 * A page's runs, interleaved: run 1 of each variant (this build with and without scripts, then the
 * baseline's), then run 2, and so on, so that a change in the host's load during the page's runs
 * weighs on every variant alike. A page the baseline does not have is measured on this build only.
 */
async function measure(page: AuditPage, baseline: BaselineSite | undefined): Promise<PageResult> {
  const targets: [Variant, string, LighthouseSettings][] = [
    ['with', `${siteUrl}${page.path}`, settings],
    ['without', `${siteUrl}${page.path}`, withoutScripts],
  ];
  if (baseline && (await served(`${baseline.url}${page.path}`))) {
    targets.push(['baselineWith', `${baseline.url}${page.path}`, settings], ['baselineWithout', `${baseline.url}${page.path}`, withoutScripts]);
  }
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
  const { with: withScripts, without, baselineWith, baselineWithout } = variants;
  return {
    ...page,
    variants,
    ratios: {
      with: withScripts && baselineWith && ratios(withScripts.median, baselineWith.median),
      without: without && baselineWithout && ratios(without.median, baselineWithout.median),
    },
  };
}

const baseline = values.baseline ? await startBaselineSite(root, values.baseline, currentBuildEnv(distDir), server) : undefined;
const results: PageResult[] = [];
const loadAtStart = load();
const report = () => ({
  startedAt: started.toISOString(),
  siteUrl,
  server,
  baseline: baseline && { ref: baseline.ref, commit: baseline.commit, url: baseline.url },
  runs,
  loadAverage: { start: loadAtStart, now: load() },
  pages: results,
});
try {
  console.log(`\nSite ${siteUrl} (${server})${baseline ? `, baseline ${baseline.ref} (${baseline.commit.slice(0, 12)}) at ${baseline.url}` : ''}: ${pages.length} pages, ${runs} runs each.`);
  console.log(`Load average (1, 5, 15 min) at start: ${loadAtStart.join(' ')}`);
  console.log(`\n${tableHeader}`);
  mkdirSync(resolve(root, 'build/bench'), { recursive: true });
  for (const page of pages) {
    const result = await measure(page, baseline);
    results.push(result);
    console.log(pageRows(result.variants).join('\n'));
    // Written after every page, so that a run stopped half-way keeps what it measured.
    writeFileSync(output, JSON.stringify(report(), null, 2));
  }
} finally {
  await baseline?.stop();
}

console.log(`
Medians of ${runs} runs, each in a fresh Chromium, Lighthouse's standard mobile profile (simulated slow 4G, CPU 4×).
perf: performance score; FCP, LCP, TBT: ms (simulated); CLS; host: Lighthouse's benchmark index of this machine
during those runs (higher is faster: on a slower or busier host the same page reads a longer TBT).
without: every script file blocked (inline scripts still run): what the HTML and CSS cost alone.
ratio: this build / the baseline (for FCP, LCP, TBT, below 1 is faster; for perf, above 1 is better).
Figures compare only within one run: another run, on another host or load, moves them all.
JSON: ${relative(root, output)}`);

if (values.splash) {
  printSplashSummary('CPU 4× slower', await splashRuns(`${siteUrl}/`, runs, 4));
  printSplashSummary('CPU unthrottled', await splashRuns(`${siteUrl}/`, runs, 1));
}
await site?.stop();
console.log(`\nLoad average at the end: ${load().join(' ')}; ${((Date.now() - started.getTime()) / 1000).toFixed(0)} s.`);
