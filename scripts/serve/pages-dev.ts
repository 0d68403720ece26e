import { spawn } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * The compatibility date the site's Pages project runs with. It is the newest the workerd that
 * comes with our wrangler knows (4.86, the last to run on Node 20); a later one makes it refuse to start.
 */
export const COMPATIBILITY_DATE = '2026-04-26';

export interface PagesServer {
  url: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now, for a server that cannot be given port 0. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/robots.txt`)).ok;
  } catch {
    return false;
  }
}

export interface PagesOptions {
  /** Where wrangler's output goes, instead of this process's. */
  output?: (text: string) => void;
  /** `log` adds how many rules of `_headers` and `_redirects` it took (and every request). */
  logLevel?: 'warn' | 'log';
}

/** Wrangler stopped because its port was taken. */
class AddressInUse extends Error {}

/**
 * Serves a built site with Cloudflare's own local runtime for Pages (`wrangler pages dev`, workerd):
 * its `_headers`, `_redirects`, clean URLs and not-found pages as Cloudflare Pages applies them.
 * Wrangler works in a temporary folder of its own, removed on stop; it fetches nothing from the
 * network (no request metadata, no metrics, no check for a newer wrangler, which only its banner
 * makes). Resolves once the site answers.
 *
 * `port` 'any' takes a free one: between looking for it and wrangler's binding it, another process
 * (a browser's outgoing connection, say) can take it, so a port taken meanwhile means another try.
 */
export async function servePages(dir: string, port: number | 'any', options: PagesOptions = {}): Promise<PagesServer> {
  if (port !== 'any') return startPages(dir, port, options);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startPages(dir, await freePort(), options);
    } catch (error) {
      if (!(error instanceof AddressInUse) || attempt === 3) throw error;
    }
  }
}

async function startPages(dir: string, port: number, options: PagesOptions): Promise<PagesServer> {
  const siteDir = resolve(root, dir);
  const workDir = await mkdtemp(join(tmpdir(), 'wrangler-pages-'));
  // Wrangler writes every debug message to its log file whatever the log level, a few for each 4 KB
  // it serves: some 150 MB in one run of the suite. What matters reaches the console as well.
  const logFile = join(workDir, 'wrangler.log');
  await symlink('/dev/null', logFile);
  const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  const args = ['pages', 'dev', siteDir, '--ip', '127.0.0.1', '--port', String(port)];
  args.push('--compatibility-date', COMPATIBILITY_DATE, '--persist-to', join(workDir, 'state'), '--log-level', options.logLevel ?? 'warn');
  const child = spawn(process.execPath, [wrangler, ...args], {
    cwd: workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      WRANGLER_LOG_PATH: logFile,
      // No devtools inspector: the site runs no worker code to debug, and relaying the runtime's
      // inspector events cost wrangler about as much CPU as serving the files (2,098 requests: 15 s
      // of CPU with it, 7 s without). Wrangler turns it off in VS Code's debug terminal, known by this.
      VSCODE_INSPECTOR_OPTIONS: '{}',
    },
  });
  // The end of what it said, for the error should it stop before it serves.
  let said = '';
  for (const [stream, echo] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
    stream.on('data', (chunk: Buffer) => {
      said = (said + chunk.toString()).slice(-3000);
      if (options.output) options.output(chunk.toString());
      else echo.write(chunk);
    });
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    // SIGINT, as from a terminal: on SIGTERM its bundler (esbuild) now and then dies with a Go panic.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    await exited;
    await rm(workDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null) {
      await stop();
      const message = `wrangler pages dev exited with code ${child.exitCode}; it said:\n${said}`;
      throw said.includes('Address already in use') ? new AddressInUse(message) : new Error(message);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler pages dev did not answer at ${url} within 60 s`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { url, stop };
}
