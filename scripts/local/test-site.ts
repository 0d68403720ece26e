import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBackend } from '../../backend/server';
import { cmsApiUrl } from '../cms/local-backend';
import { localSiteEnv, root, run } from './stack';

/**
 * The site as the tests build and serve it: its own folder, ports and backend URL, so that the
 * tests run beside `npm start`. The built site names one backend URL; each Playwright worker
 * starts a backend of its own and maps that URL to it (tests/support/test.ts).
 */
export const TEST_SITE_PORT = Number(process.env.TEST_SITE_PORT ?? 4174);
export const TEST_BACKEND_PORT = Number(process.env.TEST_BACKEND_PORT ?? 54322);
export const TEST_SITE_URL = `http://127.0.0.1:${TEST_SITE_PORT}`;
/**
 * The port of the editor's local backend the test site's /admin names (its config and its policy).
 * Nothing listens there in the tests: each CMS test starts decap-server on a port of its own, over
 * its own copy of the project, and routes its page's requests to it (tests/support/cms-support.ts).
 */
export const TEST_CMS_PORT = Number(process.env.TEST_CMS_PORT ?? TEST_BACKEND_PORT + 2);
export const TEST_BACKEND_URL = `http://127.0.0.1:${TEST_BACKEND_PORT}`;
/** The backend Lighthouse's Chrome reaches at TEST_BACKEND_URL while `npm test` audits the test site. */
export const TEST_LIGHTHOUSE_BACKEND_PORT = TEST_BACKEND_PORT + 1;
export const TEST_SITE_DIR = resolve(root, 'build/test-site');
const STAMP = resolve(root, 'build/test-site.stamp');

/** What the site is built from: every file git knows or would add, but the tests, the backend and the docs. */
export function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file && !/^(tests|backend|docs|\.ci)\//.test(file) && !file.endsWith('.md') && existsSync(resolve(root, file)))
    .sort();
}

/** A digest of the sources and the settings the test build depends on. */
function inputsDigest(): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([TEST_SITE_URL, TEST_BACKEND_URL, TEST_CMS_PORT]));
  for (const file of sourceFiles()) hash.update(file).update('\0').update(readFileSync(resolve(root, file))).update('\0');
  return hash.digest('hex');
}

/**
 * Builds the test site unless the one in `build/test-site` was built from these very sources.
 * Returns whether it built. The anon key comes from a backend started for the purpose; every
 * worker's backend accepts it, as the local backend reads no role from the key.
 */
export async function ensureTestSite(): Promise<boolean> {
  const digest = inputsDigest();
  if (existsSync(resolve(TEST_SITE_DIR, 'index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest) return false;
  const keys = await startBackend({ memory: true, port: 0, siteUrl: TEST_SITE_URL, publicUrl: TEST_BACKEND_URL });
  await keys.stop();
  await run('npx', ['tsx', 'scripts/build.ts'], {
    ...localSiteEnv({ url: TEST_BACKEND_URL, anonKey: keys.anonKey }, TEST_SITE_URL, cmsApiUrl(TEST_CMS_PORT)),
    // A test runner may set NODE_ENV=test, which would make Vite bundle React's development build.
    NODE_ENV: 'production',
    DIST_DIR: TEST_SITE_DIR,
  });
  writeFileSync(STAMP, digest);
  return true;
}
