import { spawn } from 'node:child_process';
import { nginxRules } from '../hosts/nginx';
import { siteRulesFromPages } from '../hosts/pages-files';
import { serveWithNginx } from '../serve/nginx';
import { freePort } from '../serve/pages-dev';

/**
 * What serves the builds the benchmark measures (docs/decisions/0018-benchmark-served-by-nginx.md):
 * `nginx`, the container's server, with the rules each build's Cloudflare Pages files give; or
 * `pages`, Cloudflare's local runtime for Pages, as `npm run serve` does.
 */
export const benchServers = ['nginx', 'pages'] as const;
export type BenchServer = (typeof benchServers)[number];

export function isBenchServer(name: string): name is BenchServer {
  return (benchServers as readonly string[]).includes(name);
}

export interface ServedSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * `npm run serve` in a process of its own, like `npm start`'s server, so that the benchmark's own
 * work never delays one site's answers alone.
 */
async function servePagesApart(root: string, distDir: string): Promise<ServedSite> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--dir', distDir, '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Site:') && done());
    child.once('exit', (code) => fail(new Error(`The server of ${distDir} exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** The built site in `distDir`, served on a free port by `server`. */
export function serveForBench(root: string, distDir: string, server: BenchServer): Promise<ServedSite> {
  return server === 'nginx' ? serveWithNginx(distDir, nginxRules(siteRulesFromPages(distDir))) : servePagesApart(root, distDir);
}
