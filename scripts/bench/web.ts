import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { auditPages } from '../lighthouse/audit-pages';
import { openLighthouseBrowser } from '../lighthouse/lighthouse-browser';
import { root } from '../local/stack';
import { gzipSize, initialAssetUrls } from './initial-assets';
import { lighthouseMedians, median } from './lighthouse-runs';
import { splashRuns, type SplashRun } from './splash-smoothness';

/**
 * `npm run bench:web`: what a visitor's phone would get from the built site served at SITE_URL
 * (default: `npm start`'s), as figures, not pass/fail. For the pages Lighthouse CI audits (the home
 * page with and without the intro, the largest page of every other template, the not-found page):
 * the median of 5 Lighthouse runs (mobile, simulated throttling, the settings of lighthouserc.json)
 * and the weight of the HTML and its inline CSS. Then the intro's count on 5 first visits with the
 * CPU slowed down 4× (CDP), and on 5 without: its longest main-thread task, the longest time
 * between two painted values, and when the page is revealed. Timings move with the machine's load,
 * which is printed with them. With `--without-scripts`, each page is audited a second time with every
 * script file blocked: its HTML and CSS alone, the part of the figures the app's scripts do not cause.
 *   SITE_URL=http://127.0.0.1:4173 npm run bench:web [-- --runs 5 --page / --splash-only --no-splash --without-scripts]
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    // Only these paths (of the audited pages), e.g. `--page / --page /auth`.
    page: { type: 'string', multiple: true },
    'splash-only': { type: 'boolean', default: false },
    'no-splash': { type: 'boolean', default: false },
    'without-scripts': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:4173';
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const started = performance.now();
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');

console.log(`Site ${siteUrl}, ${runs} runs each. Load average (1, 5, 15 min) at start: ${load()}\n`);

if (!values['splash-only']) {
  const columns: [string, number][] = [
    ['page', 27], ['perf', 6], ['FCP', 7], ['LCP', 7], ['LCP seen', 10], ['TBT', 7], ['CLS', 7], ['host', 6], ['JS KB', 8],
    ['HTML KB raw/gz', 16], ['inline CSS raw/gz', 19], ['CSS files', 11],
    ...(values['without-scripts'] ? ([['no JS: perf', 13], ['FCP', 7], ['LCP', 7], ['TBT', 7]] as [string, number][]) : []),
  ];
  const row = (cells: string[]) => cells.map((cell, index) => (index ? cell.padStart(columns[index]![1]) : cell.padEnd(columns[0]![1]))).join('');
  console.log(row(columns.map(([title]) => title)));
  const pages = (await auditPages(root, distDir)).filter((page) => !values.page || values.page.includes(page.path));
  const browser = await openLighthouseBrowser(root);
  try {
    for (const page of pages) {
      const html = await (await fetch(`${siteUrl}${page.path}`)).text();
      const inlineCss = initialAssetUrls(html).inlineCss.join('');
      const lighthouse = await lighthouseMedians(browser, `${siteUrl}${page.path}`, runs);
      const withoutScripts = values['without-scripts']
        ? await lighthouseMedians(browser, `${siteUrl}${page.path}`, runs, { blockedUrlPatterns: ['*.js'] })
        : undefined;
      console.log(
        row([
          page.label,
          lighthouse.performance.toFixed(0),
          ms(lighthouse.fcp),
          ms(lighthouse.lcp),
          ms(lighthouse.observedLcp),
          ms(lighthouse.tbt),
          lighthouse.cls.toFixed(3),
          ms(lighthouse.benchmarkIndex),
          kb(lighthouse.scriptBytes),
          `${kb(html.length)}/${kb(gzipSize(html))}`,
          `${kb(inlineCss.length)}/${kb(gzipSize(inlineCss))}`,
          kb(lighthouse.stylesheetBytes),
          ...(withoutScripts
            ? [withoutScripts.performance.toFixed(0), ms(withoutScripts.fcp), ms(withoutScripts.lcp), ms(withoutScripts.tbt)]
            : []),
        ]),
      );
    }
  } finally {
    await browser.close();
  }
  console.log('\nFCP, LCP, TBT: Lighthouse\'s simulated figures in ms; "LCP seen": when the largest paint happened in the run;');
  console.log('host: Lighthouse\'s CPU benchmark of this machine during the runs (median; higher is faster). The default 4× emulates');
  console.log('its reference phone on a host of 1533 or more; on a slower or busier one, the same page reads a longer TBT.');
  console.log('KB: JS and CSS files as transferred (gzip), HTML and its inline CSS raw and gzip.');
  if (values['without-scripts']) console.log('"no JS": the same page with every script file blocked (its inline scripts still run).');
}

function summary(label: string, results: SplashRun[]) {
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

if (!values['no-splash']) {
  summary('CPU 4× slower', await splashRuns(`${siteUrl}/`, runs, 4));
  summary('CPU unthrottled', await splashRuns(`${siteUrl}/`, runs, 1));
}
console.log(`\nLoad average at the end: ${load()}; ${((performance.now() - started) / 1000).toFixed(0)} s.`);
