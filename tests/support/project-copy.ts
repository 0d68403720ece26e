import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cmsApiUrl } from '../../scripts/cms/local-backend';
import { localSiteEnv, root } from '../../scripts/local/stack';
import { sourceFiles, TEST_BACKEND_URL, TEST_CMS_PORT, TEST_SITE_URL } from '../../scripts/local/test-site';

/** The project in a temporary folder: what the editor writes to and what a test builds, never the working tree. */
export interface ProjectCopy {
  dir: string;
  remove(): Promise<void>;
}

/**
 * Copies the files the site is built from (those the test build's digest covers,
 * scripts/local/test-site.ts) into a temporary folder laid out as the repository, with the working
 * tree's packages linked in, so that the copy can be edited and built on its own. Its node_modules
 * is a folder of links, one per package, without Vite's caches: what a build writes there (Vite's
 * bundled config in .vite-temp) stays in the copy.
 */
export async function copyProject(): Promise<ProjectCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'project-copy-'));
  for (const file of sourceFiles()) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await cp(join(root, file), join(dir, file));
  }
  await mkdir(join(dir, 'node_modules'));
  for (const name of await readdir(join(root, 'node_modules'))) {
    if (!name.startsWith('.vite')) await symlink(join(root, 'node_modules', name), join(dir, 'node_modules', name));
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Builds the copy (scripts/build.ts in it) as the test site is built (scripts/local/test-site.ts:
 * its URLs, the worker backend's anon key), into the copy's dist/, its output in `logFile`.
 * Resolves with the built site's folder; rejects on a failed build, naming the log.
 */
export function buildCopy(copy: ProjectCopy, anonKey: string, logFile: string): Promise<string> {
  const distDir = join(copy.dir, 'dist');
  const env = {
    ...localSiteEnv({ url: TEST_BACKEND_URL, anonKey }, TEST_SITE_URL, cmsApiUrl(TEST_CMS_PORT)),
    // A test runner may set NODE_ENV=test, which would make Vite bundle React's development build.
    NODE_ENV: 'production',
    DIST_DIR: distDir,
  };
  return new Promise((done, fail) => {
    const log = openSync(logFile, 'w');
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: copy.dir,
      stdio: ['ignore', log, log],
      env: { ...process.env, ...env },
    });
    child.once('exit', (code) => {
      closeSync(log);
      if (code === 0) done(distDir);
      else fail(new Error(`The build of ${copy.dir} exited with ${code} (its output: ${logFile})`));
    });
  });
}
