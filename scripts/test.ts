import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { localSiteEnv, root, run, serveSite, startBackend } from './local/stack';
import { lighthouseFailures, playwrightOutcome, vitestOutcome } from './test-report';

/**
 * `npm test`: every test of the project, in order: lint, types, a build against the local backend,
 * the unit, build and backend tests, then the built site in Chromium, then Lighthouse CI. Ends with
 * one summary line.
 */
// Ports of their own, so tests can run while `npm start` is up. Lighthouse CI audits the site served on SITE_PORT.
const SITE_PORT = Number(process.env.TEST_SITE_PORT ?? 4174);
const BACKEND_PORT = Number(process.env.TEST_BACKEND_PORT ?? 54322);
const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
const reports = resolve(root, 'build/test-results');
// Reports of an earlier run must not speak for this one.
rmSync(reports, { recursive: true, force: true });
rmSync(resolve(root, '.lighthouseci'), { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const started = performance.now();
const step = (name: string) => console.log(`\n▶ ${name} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);

step('Lint');
await run('npx', ['eslint', '.']);
step('Type check');
await run('npm', ['run', 'typecheck']);

step('Build against the local backend');
const backend = await startBackend({ port: BACKEND_PORT, siteUrl, memory: true });
const env = { ...localSiteEnv(backend, siteUrl), SITE_URL: siteUrl, BACKEND_URL: backend.url };
const playwrightReports = [resolve(reports, 'playwright.json'), resolve(reports, 'playwright-serial.json')];
let lighthouseFailed = false;
let failure: unknown;
const vitestReport = resolve(reports, 'vitest.json');
try {
  await run('npx', ['tsx', 'scripts/build.ts'], env);
} catch (error) {
  await backend.stop();
  throw error;
}

// The unit and backend tests, and the tests of the build just made (tests/build).
step('Unit, build and backend tests (vitest)');
await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
  BUILT_SITE_DIR: process.env.DIST_DIR ?? 'dist',
}).catch((error: unknown) => (failure ??= error));
const server = await serveSite(SITE_PORT);

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

const unit = vitestOutcome(vitestReport, root);
const e2e = playwrightReports.map((file) => playwrightOutcome(file));
const e2ePassed = e2e.reduce((total, outcome) => total + outcome.passed, 0);
const e2eFailures = e2e.flatMap((outcome) => outcome.failures);
const budgets = lighthouseFailures(resolve(root, '.lighthouseci/assertion-results.json'));
if (lighthouseFailed && budgets.length === 0) budgets.push('Lighthouse CI stopped before its assertions (see above)');
// The failures last, by name, so that the tail of a long log says what to look at.
for (const [runner, failures] of [['vitest', unit.failures], ['playwright', e2eFailures], ['lighthouse', budgets]] as const) {
  for (const name of failures) console.log(`✘ ${runner}: ${name}`);
}
// Lighthouse counts as one test: its budgets met or not.
const lighthouse = lighthouseFailed ? { passed: 0, failed: 1 } : { passed: 1, failed: 0 };
console.log(`\nvitest: ${unit.passed} passed, ${unit.failures.length} failed`);
console.log(`playwright: ${e2ePassed} passed, ${e2eFailures.length} failed`);
console.log(`lighthouse budgets: ${lighthouseFailed ? 'not met' : 'met'}`);
console.log(`Finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
const passed = unit.passed + e2ePassed + lighthouse.passed;
console.log(`${passed} passed, ${unit.failures.length + e2eFailures.length + lighthouse.failed} failed`);
if (failure) {
  console.error(failure);
  process.exit(1);
}
