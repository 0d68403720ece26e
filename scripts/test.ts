import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { localSiteEnv, root, run, serveSite, startBackend } from './local/stack';

/**
 * `npm test`: every test of the project, in order: lint, types, unit and backend tests, then the
 * built site with the local backend in Chromium, then Lighthouse CI. Ends with one summary line.
 */
// Ports of their own, so tests can run while `npm start` is up. Lighthouse CI audits the site served on SITE_PORT.
const SITE_PORT = Number(process.env.TEST_SITE_PORT ?? 4174);
const BACKEND_PORT = Number(process.env.TEST_BACKEND_PORT ?? 54322);
const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
const reports = resolve(root, 'build/test-results');
mkdirSync(reports, { recursive: true });

const started = performance.now();
const step = (name: string) => console.log(`\n▶ ${name} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);

step('Lint');
await run('npx', ['eslint', '.']);
step('Type check');
await run('npm', ['run', 'typecheck']);

step('Unit and backend tests (vitest)');
const vitestReport = resolve(reports, 'vitest.json');
let failure: unknown;
try {
  await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
} catch (error) {
  failure = error;
}

step('Build against the local backend');
const backend = await startBackend({ port: BACKEND_PORT, siteUrl, memory: true });
const env = { ...localSiteEnv(backend, siteUrl), SITE_URL: siteUrl, BACKEND_URL: backend.url };
const playwrightReports = [resolve(reports, 'playwright.json'), resolve(reports, 'playwright-serial.json')];
let lighthouseFailed = false;
const server = await (async () => {
  try {
    await run('npx', ['tsx', 'scripts/build.ts'], env);
    return await serveSite(SITE_PORT);
  } catch (error) {
    await backend.stop();
    throw error;
  }
})();

try {
  step('End-to-end tests (Playwright, Chromium)');
  await run('npx', ['playwright', 'test', '--project=site', '--project=backend', '--reporter=list,json'], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReports[0]!,
  }).catch((error: unknown) => (failure ??= error));
  step('End-to-end tests that run one at a time (shared backend state, service-worker installs)');
  await run('npx', ['playwright', 'test', '--project=serial', '--workers=1', '--reporter=list,json'], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReports[1]!,
  }).catch((error: unknown) => (failure ??= error));
  step('Lighthouse CI');
  await run('npx', ['tsx', 'scripts/lighthouse/lhci.ts'], env).catch((error: unknown) => {
    lighthouseFailed = true;
    failure ??= error;
  });
} finally {
  server.close();
  await backend.stop();
}

interface Counts {
  passed: number;
  failed: number;
}
function vitestCounts(): Counts {
  if (!existsSync(vitestReport)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}
function playwrightCounts(): Counts {
  return playwrightReports.reduce<Counts>(
    (total, file) => {
      if (!existsSync(file)) return { passed: total.passed, failed: total.failed + 1 };
      const { stats } = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
      return { passed: total.passed + stats.expected, failed: total.failed + stats.unexpected + stats.flaky };
    },
    { passed: 0, failed: 0 },
  );
}
const unit = vitestCounts();
const e2e = playwrightCounts();
const lighthouse = lighthouseFailed ? { passed: 0, failed: 1 } : { passed: 1, failed: 0 };
console.log(`\nvitest: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`lighthouse budgets: ${lighthouse.passed ? 'met' : 'not met'}`);
console.log(`Finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
console.log(`${unit.passed + e2e.passed + lighthouse.passed} passed, ${unit.failed + e2e.failed + lighthouse.failed} failed`);
if (failure) {
  console.error(failure);
  process.exit(1);
}
