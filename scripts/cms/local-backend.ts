import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/** decap-server's port when `npm start` is given no `--cms-port` (Decap's own default). */
export const DEFAULT_CMS_PORT = 8081;

export interface CmsBackend {
  /** Its API, as Decap's `local_backend.url` names it. */
  apiUrl: string;
  stop(): Promise<void>;
}

/** The API URL of decap-server on a port of this machine. */
export const cmsApiUrl = (port: number) => `http://127.0.0.1:${port}/api/v1`;

async function answers(apiUrl: string): Promise<boolean> {
  try {
    const response = await fetch(apiUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts Decap's local backend (decap-server, file-system mode) on 127.0.0.1: the editor at /admin
 * reads and writes the files of `repoDir` through it, and a save is a file change `git diff` shows.
 * Resolves once it answers; rejects if it exits first (its port taken, say).
 */
export async function startCmsBackend({ port, repoDir }: { port: number; repoDir: string }): Promise<CmsBackend> {
  const server = createRequire(import.meta.url).resolve('decap-server');
  const child = spawn(process.execPath, [server], {
    cwd: repoDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, MODE: 'fs', GIT_REPO_DIRECTORY: repoDir, PORT: String(port), BIND_HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const apiUrl = cmsApiUrl(port);
  const deadline = Date.now() + 30_000;
  while (!(await answers(apiUrl))) {
    if (child.exitCode !== null) throw new Error(`decap-server exited with code ${child.exitCode} (port ${port} taken?)`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`decap-server did not answer at ${apiUrl} within 30 s`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { apiUrl, stop };
}
