import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { root, run } from '../local/stack';
import { auditPages, type AuditBudget } from './audit-pages';
import { collectRuns } from './collect-runs';
import { measureBarePageLongestTask, measureBenchmarkIndex } from './cpu-calibration';
import { cpuSlowdownFor } from './cpu-slowdown';
import { openLighthouseBrowser } from './lighthouse-browser';

/**
 * Lighthouse CI (`lighthouserc.json`: settings and budgets) on the pages of `auditPages`, served at
 * SITE_URL (default: `npm start`'s). `npm test` runs it on the site it serves; `npm run lhci` on a
 * running `npm start`. The CPU slowdown is calibrated to this machine (see cpu-calibration.ts), so
 * that the budgets judge the site on Lighthouse's reference phone, not on how slow or busy the host is;
 * `npm run bench:web` records the figures with the default 4×. The runs are collected here, in one
 * browser (collect-runs.ts); `lhci assert` judges them and `lhci upload` keeps the reports.
 */
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:4173';
const pages = await auditPages(root, resolve(root, process.env.DIST_DIR ?? 'dist'));
const config = JSON.parse(readFileSync(resolve(root, 'lighthouserc.json'), 'utf8')) as {
  ci: { collect: { numberOfRuns: number }; assert: { assertMatrix: unknown[] } };
  budgets: Record<AuditBudget, Record<string, unknown>>;
};

const benchmarkIndex = await measureBenchmarkIndex();
const browser = await openLighthouseBrowser(root);
try {
  const barePageTask = await measureBarePageLongestTask(browser);
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex, barePageTask);
  console.log(
    `Lighthouse's CPU benchmark here: ${benchmarkIndex}; a bare page's longest task: ${barePageTask.toFixed(1)} ms; ` +
      `CPU slowdown ${cpuSlowdown}× (4× on a host of 1533 or more whose bare page stays under 12.5 ms).`,
  );
  const urls = pages.map((page) => `${siteUrl}${page.path}`);
  await collectRuns(browser, root, urls, config.ci.collect.numberOfRuns, { throttling: { cpuSlowdownMultiplier: cpuSlowdown } });
} finally {
  await browser.close();
}

// lighthouserc.json with one assertion entry per audited URL, with the budget its kind of page is held to.
const exactly = (url: string) => `^${url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`;
config.ci.assert.assertMatrix = pages.map((page) => ({ matchingUrlPattern: exactly(`${siteUrl}${page.path}`), assertions: config.budgets[page.budget] }));
const judged = resolve(root, 'build/lighthouserc.judged.json');
mkdirSync(resolve(root, 'build'), { recursive: true });
writeFileSync(judged, JSON.stringify(config, null, 2));
try {
  await run('npx', ['lhci', 'assert', `--config=${judged}`]);
} finally {
  await run('npx', ['lhci', 'upload', `--config=${judged}`]);
}
