// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOptions } from '../../scripts/build-options';

const root = resolve(import.meta.dirname, '../..');

/** Runs `npm run build`'s script with the arguments given, building into `dist` (never the real one). */
async function build(args: string[], dist: string, env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'scripts/build.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...env, DIST_DIR: dist },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the build command', () => {
  let dist: string;
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'build-command-'));
    await writeFile(join(dist, 'index.html'), 'the site being served');
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it('prints its usage for --help and leaves the output folder as it was', async () => {
    const result = await build(['--help'], dist);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: npm run build');
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe('the site being served');
  }, 30_000);

  it('refuses an argument it does not know, with its usage, before emptying anything', async () => {
    const result = await build(['--watch'], dist);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Unknown option '--watch'");
    expect(result.stderr).toContain('Usage: npm run build');
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe('the site being served');
  }, 30_000);

  it('refuses a wrong variable, naming it, before emptying anything', async () => {
    const result = await build([], dist, {
      VITE_SUPABASE_URL: 'https://project.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'your-anon-key',
      VITE_CONTACT_FORM_URL: 'http://forms.example.com/f/1',
      VITE_SITE_URL: 'https://www.example.com',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('VITE_CONTACT_FORM_URL is plain http:');
    expect(result.stderr).toContain('VITE_SUPABASE_ANON_KEY is not a JWT');
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe('the site being served');
  }, 30_000);

  it('reads -h as --help and no argument as a build, and refuses a positional argument', () => {
    expect(() => buildOptions(['dist'])).toThrow(/Unexpected argument 'dist'/);
    expect(buildOptions([])).toEqual({ help: false });
    expect(buildOptions(['-h'])).toEqual({ help: true });
  });
});
