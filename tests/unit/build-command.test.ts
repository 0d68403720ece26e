// @vitest-environment node
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOptions } from '../../scripts/build-options';

const root = resolve(import.meta.dirname, '../..');

/** Variables a build on this machine accepts. */
const localEnv = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_test',
  VITE_CONTACT_FORM_URL: 'http://127.0.0.1:54321/f/contact',
  VITE_SITE_URL: 'http://127.0.0.1:4173',
};

/** Runs `npm run build`'s script with the arguments given, building into `dist` (never the real one), from the project at `project`. */
async function build(args: string[], dist: string, env: Record<string, string> = {}, project = root) {
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'scripts/build.ts', ...args], {
      cwd: project,
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

  it('refuses a bad content entry, naming its file and field, before emptying anything', async () => {
    // A copy of the project's sources, its English SoftPOS page without a description.
    const project = await mkdtemp(join(tmpdir(), 'build-command-project-'));
    try {
      for (const part of ['src', 'scripts', 'package.json', 'tsconfig.json']) await cp(resolve(root, part), join(project, part), { recursive: true });
      await symlink(resolve(root, 'node_modules'), join(project, 'node_modules'));
      const file = 'src/content/pages/services/acquiring-services/softpos.en.json';
      const page = JSON.parse(await readFile(join(project, file), 'utf8')) as Record<string, unknown>;
      await writeFile(join(project, file), JSON.stringify({ ...page, description: '' }));
      const result = await build([], dist, localEnv, project);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${file}: description: must be one or two sentences`);
      expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe('the site being served');
    } finally {
      await rm(project, { recursive: true, force: true });
    }
  }, 30_000);

  it('reads -h as --help and no argument as a build, and refuses a positional argument', () => {
    expect(() => buildOptions(['dist'])).toThrow(/Unexpected argument 'dist'/);
    expect(buildOptions([])).toEqual({ help: false });
    expect(buildOptions(['-h'])).toEqual({ help: true });
  });
});
