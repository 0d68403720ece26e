import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { root, run } from '../local/stack';
import { auditPages, type AuditBudget } from './audit-pages';
import { cpuSlowdownFor, measureBarePageLongestTask, measureBenchmarkIndex } from './cpu-calibration';

/**
 * Lighthouse CI (`lighthouserc.json`: settings and budgets) on the pages of `auditPages`, served at
 * SITE_URL (default: `npm start`'s). `npm test` runs it on the site it serves; `npm run lhci` on a
 * running `npm start`. The CPU slowdown is calibrated to this machine (see cpu-calibration.ts), so
 * that the budgets judge the site on Lighthouse's reference phone, not on how slow or busy the host is;
 * `npm run bench:web` records the figures with the default 4×.
 */
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:4173';
const pages = await auditPages(root, resolve(root, process.env.DIST_DIR ?? 'dist'));
const benchmarkIndex = await measureBenchmarkIndex();
const barePageTask = await measureBarePageLongestTask(root);
const cpuSlowdown = cpuSlowdownFor(benchmarkIndex, barePageTask);
console.log(
  `Lighthouse's CPU benchmark here: ${benchmarkIndex}; a bare page's longest task: ${barePageTask.toFixed(1)} ms; ` +
    `CPU slowdown ${cpuSlowdown}× (4× on a host of 1533 or more whose bare page stays under 12.5 ms).`,
);
// lighthouserc.json with the calibrated slowdown added to its settings (a flag would replace them)
// and one assertion entry per audited URL, with the budget its kind of page is held to.
const config = JSON.parse(readFileSync(resolve(root, 'lighthouserc.json'), 'utf8')) as {
  ci: { collect: { settings: Record<string, unknown> }; assert: { assertMatrix: unknown[] } };
  budgets: Record<AuditBudget, Record<string, unknown>>;
};
config.ci.collect.settings.throttling = { cpuSlowdownMultiplier: cpuSlowdown };
const exactly = (url: string) => `^${url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`;
config.ci.assert.assertMatrix = pages.map((page) => ({ matchingUrlPattern: exactly(`${siteUrl}${page.path}`), assertions: config.budgets[page.budget] }));
const calibrated = resolve(root, 'build/lighthouserc.calibrated.json');
mkdirSync(resolve(root, 'build'), { recursive: true });
writeFileSync(calibrated, JSON.stringify(config, null, 2));
await run('npx', ['lhci', 'autorun', `--config=${calibrated}`, ...pages.map((page) => `--collect.url=${siteUrl}${page.path}`)]);
