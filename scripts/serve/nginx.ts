import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './pages-dev';

const root = resolve(import.meta.dirname, '../..');

/** Debian's nginx (`apt-get install nginx`, as .ci/run does), the package the container runs. */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** One text swapped for another, exactly once: a server block that changed shape fails here, loudly. */
function swap(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`deploy/nginx/site.conf no longer has exactly one "${from}"`);
  return text.replace(from, () => to);
}

export interface NginxSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves a built site with nginx as the container does: the container's server block
 * (deploy/nginx/site.conf) with the given rules (the text of the build's nginx-rules.conf, say),
 * only its port (127.0.0.1, a free one), folder and rules file swapped, and every file nginx
 * writes in a folder of its own.
 */
export async function serveWithNginx(siteDir: string, rules: string): Promise<NginxSite> {
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: \`apt-get install nginx\` (.ci/run does), or set NGINX_PATH`);
  const work = await mkdtemp(join(tmpdir(), 'nginx-site-'));
  const rulesFile = join(work, 'site-rules.conf');
  await writeFile(rulesFile, rules);
  const port = await freePort();
  let server = await readFile(resolve(root, 'deploy/nginx/site.conf'), 'utf8');
  server = swap(server, 'listen 8080;', `listen 127.0.0.1:${port};`);
  server = swap(server, 'listen [::]:8080;', '');
  server = swap(server, 'root /usr/share/nginx/html;', `root ${siteDir};`);
  server = swap(server, 'include /etc/nginx/site-rules.conf;', `include ${rulesFile};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${work}/${kind};`);
  // Debian's /etc/nginx/nginx.conf, which the container runs, but for its paths and access log.
  const conf = [
    `pid ${work}/nginx.pid;`,
    'worker_processes auto;',
    'events { worker_connections 768; }',
    'http {',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  types_hash_max_size 2048;',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...temp,
    server,
    '}',
  ].join('\n');
  await writeFile(join(work, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-e', join(work, 'error.log'), '-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // nginx stops when the process that started it exits, should that come before stop().
  const quit = () => child.kill('SIGQUIT');
  process.once('exit', quit);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${await readFile(join(work, 'error.log'), 'utf8').catch(() => '')}`);
    if (await fetch(`${url}/robots.txt`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer at ${url}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url,
    stop: async () => {
      // SIGQUIT: nginx's graceful shutdown.
      process.off('exit', quit);
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(work, { recursive: true, force: true });
    },
  };
}
