import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { root, run, serveSite, startBackend } from './local/stack';
import { ensureTestSite, TEST_BACKEND_PORT, TEST_LIGHTHOUSE_BACKEND_PORT, TEST_SITE_DIR, TEST_SITE_PORT, TEST_SITE_URL } from './local/test-site';
import { lighthouseFailures, playwrightOutcome, vitestOutcome } from './test-report';

/**
 * `npm test`: every functional check of the project, each stage timed: lint and types, the test
 * build, the unit, build and backend tests (vitest), the built site in Chromium (Playwright, every
 * spec in parallel, each worker with a backend of its own), and Lighthouse's accessibility, best
 * practices and SEO categories. Nothing here depends on the clock: speed is `npm run bench:web`'s.
 */
const reports = resolve(root, 'build/test-results');
// Reports of an earlier run must not speak for this one.
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const started = performance.now();
const stages: [string, number][] = [];
let failure: unknown;

/** Runs one stage, notes its time, and keeps going after a failure so that every stage reports. */
async function stage(name: string, work: () => Promise<unknown>): Promise<boolean> {
  console.log(`\n▶ ${name}\n`);
  const at = performance.now();
  try {
    await work();
    return true;
  } catch (error) {
    failure ??= error;
    return false;
  } finally {
    stages.push([name, (performance.now() - at) / 1000]);
  }
}

await stage('Lint and types', () => Promise.all([run('npx', ['eslint', '.']), run('npm', ['run', '--silent', 'typecheck'])]));
const built = await stage('Build the test site', () => ensureTestSite());
const vitestReport = resolve(reports, 'vitest.json');
await stage('Unit, build and backend tests (vitest)', () =>
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]),
);
const playwrightReport = resolve(reports, 'playwright.json');
let lighthouseRan = false;
if (built) {
  // The end-to-end tests and Lighthouse's categories, side by side: each waits on the network and
  // on timers much of the time, which the other fills. Lighthouse's Chrome reaches a backend of its
  // own at the URL the test build names, as each test worker's browser does its own.
  const server = await serveSite(TEST_SITE_PORT, TEST_SITE_DIR);
  const backend = await startBackend({ port: TEST_LIGHTHOUSE_BACKEND_PORT, siteUrl: TEST_SITE_URL, memory: true });
  const lighthouseLog = resolve(reports, 'lighthouse.log');
  try {
    await Promise.all([
      stage('End-to-end tests (Playwright, Chromium)', () =>
        run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, TEST_SITE_SERVED: '1' }),
      ),
      stage('Lighthouse: accessibility, best practices, SEO', async () => {
        const map = `127.0.0.1:${TEST_BACKEND_PORT}=${new URL(backend.url).host}`;
        const env = { SITE_URL: TEST_SITE_URL, DIST_DIR: TEST_SITE_DIR };
        await run('npm', ['run', '--silent', 'lhci:categories', '--', `--backend-map=${map}`], env, lighthouseLog).catch((error: unknown) => {
          console.log(`\nLighthouse (categories), the end of its output:\n${readFileSync(lighthouseLog, 'utf8').split('\n').slice(-40).join('\n')}`);
          throw error;
        });
        lighthouseRan = true;
      }),
    ]);
  } finally {
    await Promise.all([server.stop(), backend.stop()]);
  }
}

const unit = vitestOutcome(vitestReport, root);
const e2e = playwrightOutcome(playwrightReport);
// Where `npm run lhci:categories` keeps its assertions (it empties the folder when it starts).
const lighthouse = lighthouseFailures(resolve(root, 'build/lighthouse/categories/.lighthouseci/assertion-results.json'));
if (built && !lighthouseRan && lighthouse.length === 0) lighthouse.push('Lighthouse stopped before its assertions (see above)');
// The failures last, by name, so that the tail of a long log says what to look at.
for (const [runner, failures] of [['vitest', unit.failures], ['playwright', e2e.failures], ['lighthouse', lighthouse]] as const) {
  for (const name of failures) console.log(`✘ ${runner}: ${name}`);
}
console.log('\nStage times:');
for (const [name, seconds] of stages) console.log(`  ${name.padEnd(48)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`  ${'In all'.padEnd(48)} ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s`);
console.log(`\nvitest: ${unit.passed} passed, ${unit.failures.length} failed`);
console.log(`playwright: ${e2e.passed} passed, ${e2e.failures.length} failed`);
console.log(`lighthouse categories: ${lighthouse.length === 0 && lighthouseRan ? 'met' : 'not met'}`);
const lighthouseCount = lighthouseRan && lighthouse.length === 0 ? 1 : 0;
console.log(`${unit.passed + e2e.passed + lighthouseCount} passed, ${unit.failures.length + e2e.failures.length + (1 - lighthouseCount)} failed`);
if (failure) {
  console.error(failure);
  process.exit(1);
}
