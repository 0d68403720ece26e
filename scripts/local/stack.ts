import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { resolve } from 'node:path';
import { servePages, type PagesServer } from '../serve/pages-dev';

export const root = resolve(import.meta.dirname, '../..');

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
}

async function waitForKeys(url: string, child: ChildProcess): Promise<{ anon_key: string; service_role_key: string }> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The backend exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/_emulator/api/keys`);
      if (response.ok) return (await response.json()) as { anon_key: string; service_role_key: string };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The backend did not answer at ${url} within 60 s`);
}

/** Starts the local backend as a child process and waits until it serves its keys. */
interface BackendFlags {
  port: number;
  siteUrl: string;
  memory: boolean;
  resetData?: boolean;
}

export async function startBackend(options: BackendFlags): Promise<LocalBackend> {
  // One Node process with tsx as its loader (not `npx tsx`, whose two wrappers a stop did not reach:
  // the backend outlived them, holding its port).
  const args = ['--import', 'tsx', 'backend/cli.ts', '--port', String(options.port), '--site-url', options.siteUrl];
  if (options.memory) args.push('--memory');
  if (options.resetData) args.push('--reset-data');
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${options.port}`;
  const keys = await waitForKeys(url, child);
  return {
    url,
    anonKey: keys.anon_key,
    serviceRoleKey: keys.service_role_key,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The build-time environment that points the site at a local backend, and its editor (/admin) at
 * Decap's local backend (decap-server's API URL, scripts/cms/local-backend.ts).
 */
export function localSiteEnv(backend: Pick<LocalBackend, 'url' | 'anonKey'>, siteUrl: string, cmsApiUrl: string): Record<string, string> {
  return {
    VITE_SUPABASE_URL: backend.url,
    VITE_SUPABASE_ANON_KEY: backend.anonKey,
    VITE_CONTACT_FORM_URL: `${backend.url}/f/contact`,
    VITE_SITE_URL: siteUrl,
    CMS_LOCAL_BACKEND_URL: cmsApiUrl,
  };
}

/**
 * Runs a command to completion, its output inherited, or written to `logFile` (for a command that
 * runs beside another); rejects on a non-zero exit.
 */
export function run(command: string, args: string[], env: Record<string, string> = {}, logFile?: string): Promise<void> {
  return new Promise((done, fail) => {
    const log = logFile === undefined ? undefined : openSync(logFile, 'w');
    const stdio: StdioOptions = log === undefined ? 'inherit' : ['ignore', log, log];
    const child = spawn(command, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    child.once('exit', (code) => {
      if (log !== undefined) closeSync(log);
      if (code === 0) done();
      else fail(new Error(`${command} ${args.join(' ')} exited with ${code}${logFile ? ` (its output: ${logFile})` : ''}`));
    });
  });
}

/** Serves a built site as Cloudflare Pages would (scripts/serve/pages-dev.ts). */
export function serveSite(port: number, dir = process.env.DIST_DIR ?? 'dist'): Promise<PagesServer> {
  return servePages(resolve(root, dir), port);
}
