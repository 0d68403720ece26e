import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderDamagedError } from '../db/open-database.ts';
import { startBackend } from '../server.ts';
import { startTestBackend } from './support/test-backend.ts';

const folders: string[] = [];
function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'backend-data-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));

/** Runs the CLI in a child process until it exits or prints its URL. */
interface CliRun {
  code: number | null;
  output: string;
  /** SIGTERM; resolves with the exit code. */
  stop: () => Promise<number | null>;
}

function runCli(args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((done) => child.on('exit', done));
    let output = '';
    const stop = () => {
      child.kill('SIGTERM');
      return exited;
    };
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Service-role key')) resolve({ code: null, output, stop });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output, stop: () => exited }));
  });
}

// Every test starts backends on a data folder itself (PGlite's start takes seconds, more on a busy
// machine), so it gets the time a hook gets.
describe('data folder', { timeout: 60_000 }, () => {
  it('keeps users, the JWT secret and keys across a restart', async () => {
    const dataDir = tempFolder();
    const first = await startTestBackend({ memory: false, dataDir, autoconfirm: true });
    const signUp = await first.client().auth.signUp({ email: 'keep@example.com', password: 'secret-1', options: { data: { plan: 'pro' } } });
    expect(signUp.error).toBeNull();
    const serviceRoleKey = first.serviceRoleKey;
    await first.stop();

    const second = await startTestBackend({ memory: false, dataDir });
    try {
      const { data, error } = await second.client().auth.signInWithPassword({ email: 'keep@example.com', password: 'secret-1' });
      expect(error).toBeNull();
      expect(data.user?.user_metadata.plan).toBe('pro');
      const old = await second.fetch('/auth/v1/user', { headers: { Authorization: `Bearer ${signUp.data.session?.access_token}` } });
      expect(old.status).toBe(200);
      const sameSecret = await second.fetch('/auth/v1/admin/users', { headers: { Authorization: `Bearer ${serviceRoleKey}` } });
      expect(sameSecret.status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('refuses a second backend on the same folder, and starts again once the first stopped', async () => {
    const dataDir = tempFolder();
    const first = await startBackend({ dataDir, port: 0 });
    await expect(startBackend({ dataDir, port: 0 })).rejects.toThrow(/already in use by another backend/);
    await first.stop();
    const again = await startBackend({ dataDir, port: 0 });
    await again.stop();
  });

  it('a second process on the same folder exits with a clear message; SIGTERM stops cleanly', async () => {
    const dataDir = tempFolder();
    const first = await runCli(['--data', dataDir, '--port', '0']);
    expect(first.output).toContain('Anon key');
    try {
      const second = await runCli(['--data', dataDir, '--port', '0']);
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/already in use by another backend \(pid \d+\)/);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(existsSync(join(dataDir, 'backend.lock'))).toBe(false);
  }, 30_000);

  it('a damaged data folder: a clear message and the way out, never a stack trace; --reset-data starts afresh', async () => {
    const dataDir = tempFolder();
    const first = await startBackend({ dataDir, port: 0, autoconfirm: true });
    await fetch(`${first.url}/auth/v1/signup`, { method: 'POST', body: JSON.stringify({ email: 'lost@example.com', password: 'secret-1' }) });
    await first.stop();
    // What a process killed in the middle of a write can leave: a control file that is garbage.
    writeFileSync(join(dataDir, 'pgdata', 'global', 'pg_control'), randomBytes(512));

    const damaged = await runCli(['--data', dataDir, '--port', '0']);
    expect(damaged.code).toBe(1);
    expect(damaged.output).toMatch(/is damaged and cannot be opened/);
    expect(damaged.output).toContain('--reset-data');
    expect(damaged.output).not.toMatch(/^\s+at /m);
    await expect(startBackend({ dataDir, port: 0 })).rejects.toBeInstanceOf(DataFolderDamagedError);

    const reset = await runCli(['--data', dataDir, '--port', '0', '--reset-data']);
    try {
      expect(reset.output).toContain('Anon key');
      const url = /Supabase URL\s+(\S+)/.exec(reset.output)?.[1];
      const users = await fetch(`${url}/_emulator/api/users`);
      expect(await users.json()).toEqual([]);
    } finally {
      expect(await reset.stop()).toBe(0);
    }
  }, 120_000);

  it('takes over a stale lock left by a dead process', async () => {
    const dataDir = tempFolder();
    writeFileSync(join(dataDir, 'backend.lock'), '999999');
    const backend = await startBackend({ dataDir, port: 0 });
    expect(readFileSync(join(dataDir, 'backend.lock'), 'utf8')).toBe(String(process.pid));
    await backend.stop();
  });
});
