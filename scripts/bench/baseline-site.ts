import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveForBench, type BenchServer } from './bench-server';
import type { BuildEnv } from './build-env';

/** Another commit of the site, built and served beside the current one, for measuring both in one run. */
export interface BaselineSite {
  ref: string;
  commit: string;
  url: string;
  stop(): Promise<void>;
}

const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** Runs a command in `cwd` to completion, its output shown; rejects on a non-zero exit. */
function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} in ${cwd} exited with ${code}`))));
  });
}

/** A git worktree of `commit` at `dir`, made once and kept: a commit's files never change. */
function checkOut(root: string, dir: string, commit: string): void {
  if (existsSync(dir) && git(dir, ['rev-parse', 'HEAD']) === commit) return;
  rmSync(dir, { recursive: true, force: true });
  // A worktree whose folder was deleted (e.g. with build/) is still registered until pruned.
  git(root, ['worktree', 'prune']);
  git(root, ['worktree', 'add', '--detach', dir, commit]);
}

/**
 * The commit's own dependencies: ours, linked, when its lockfile is ours byte for byte (the usual
 * case for a recent commit, and no install); else `npm install` in the worktree (not `npm ci`,
 * which the registry here makes fail: see the README's Setup).
 */
async function installDependencies(root: string, dir: string): Promise<void> {
  const lockfile = (folder: string) => readFileSync(resolve(folder, 'package-lock.json'), 'utf8');
  if (lockfile(dir) === lockfile(root)) {
    if (!existsSync(resolve(dir, 'node_modules'))) symlinkSync(resolve(root, 'node_modules'), resolve(dir, 'node_modules'), 'dir');
    return;
  }
  console.log(`The baseline's package-lock.json differs from ours: npm install in ${dir}`);
  await run(dir, 'npm', ['install', '--no-audit', '--no-fund'], { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
}

/**
 * `ref` checked out under build/baseline-<commit>, its dependencies installed, built by its own
 * `npm run build` into its own dist/ with the same VITE_* variables as the current build (so both
 * talk to the same backend and name the same site), and served on a free port by `server`.
 */
export async function startBaselineSite(root: string, ref: string, env: BuildEnv, server: BenchServer): Promise<BaselineSite> {
  const commit = git(root, ['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = resolve(root, 'build', `baseline-${commit.slice(0, 12)}`);
  console.log(`Baseline ${ref} (${commit.slice(0, 12)}) in ${dir}`);
  checkOut(root, dir, commit);
  await installDependencies(root, dir);
  // DIST_DIR, if set, names the current build's folder, relative to our root: not the baseline's.
  const buildEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete buildEnv.DIST_DIR;
  await run(dir, 'npm', ['run', 'build'], buildEnv);
  const site = await serveForBench(root, resolve(dir, 'dist'), server);
  return { ref, commit, ...site };
}
