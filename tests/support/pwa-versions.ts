import { createHash } from 'node:crypto';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TEST_SITE_DIR } from '../../scripts/local/test-site';
import { servePages, type PagesServer } from '../../scripts/serve/pages-dev';

export const builtSite = TEST_SITE_DIR;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * A copy of the built site whose home page changed, as the next deploy would ship it: the page
 * carries `<meta name="site-version" content="next">` and the worker's precache list has the page's
 * new revision (Workbox revisions are MD5 hashes of the file), so the browser sees a new worker.
 */
export async function nextVersionOf(site: string, into: string): Promise<void> {
  await cp(site, into, { recursive: true });
  const page = join(into, 'index.html');
  const before = await readFile(page, 'utf8');
  const after = before.replace('</head>', '<meta name="site-version" content="next" /></head>');
  const worker = await readFile(join(into, 'sw.js'), 'utf8');
  if (!worker.includes(`"${md5(before)}"`)) throw new Error("index.html's revision is not in sw.js");
  await writeFile(page, after);
  await writeFile(join(into, 'sw.js'), worker.replace(`"${md5(before)}"`, `"${md5(after)}"`));
}

/**
 * Serves one version of the site after another on the same origin, as a host does across deploys:
 * Cloudflare's local runtime for Pages, started again on the same port for each version.
 */
export class SiteHost {
  private server: PagesServer | undefined;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async serve(dir: string): Promise<void> {
    await this.stop();
    this.server = await servePages(dir, this.port || 'any');
    this.port = Number(new URL(this.server.url).port);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await server?.stop();
  }
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
