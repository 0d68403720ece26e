import { readFileSync } from 'node:fs';
import { request as rawRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { hostFilesDir } from '../../scripts/hosts/host-files';
import { headersFor, type SiteRules } from '../../scripts/hosts/site-rules';
import { TEST_SITE_DIR } from '../../scripts/local/test-site';
import { servePages } from '../../scripts/serve/pages-dev';
import { serveWithNginx, type NginxSite } from '../../scripts/serve/nginx';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

/**
 * Each host's own software serving the test build with the files the build wrote for it, held
 * against the rules those files were written from (build/hosts/test-site/site-rules.json):
 * Cloudflare's local runtime for Pages (the suite's own server, playwright.config.ts) and the
 * container's nginx (Debian's package, started here). Netlify's and Vercel's files are read by their
 * own parsers in tests/unit/host-files.test.ts and tests/build/host-files.test.ts.
 */
const hostsDir = hostFilesDir(resolve(import.meta.dirname, '../..'), TEST_SITE_DIR);
const readRules = () => JSON.parse(readFileSync(join(hostsDir, 'site-rules.json'), 'utf8')) as SiteRules;

/** Every value a response carries for a header (a header sent twice shows up twice). */
const values = (headers: { name: string; value: string }[], name: string) =>
  headers.filter((header) => header.name.toLowerCase() === name.toLowerCase()).map((header) => header.value);

async function firstAsset(request: APIRequestContext, url: string, page: string): Promise<string> {
  const html = await (await request.get(`${url}${page}`)).text();
  const asset = /<script data-entry="(\/[^"]*assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset, page).toBeTruthy();
  return asset!;
}

/** Sends a path exactly as given (no URL normalisation), returning status and body. */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((done, fail) => {
    const request = rawRequest({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', fail);
    request.end();
  });
}

/** The bytes a host sends for a path to a browser that takes gzip, as they come over the wire. */
function gzippedLength(url: string, path: string): Promise<{ encoding: string | undefined; length: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((done, fail) => {
    const request = rawRequest({ hostname, port, path, method: 'GET', headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => done({ encoding: response.headers['content-encoding'], length }));
    });
    request.on('error', fail);
    request.end();
  });
}

/** Paths no page has, some malformed or reaching out of the site; a host's own configuration files. */
const ODD_PATHS = [
  '/services/%00',
  '/use-cases/../etc/passwd',
  '/use-cases/%2e%2e/%2e%2e/package.json',
  '/%E0%A4%A',
  `/${'a'.repeat(5000)}`,
  '/services/<script>alert(1)</script>',
  '/.vite/manifest.json',
  '/_redirects',
  '/_headers',
];

/**
 * Odd paths wrangler's local runtime answers with 502: it reads the files from disk, and the read
 * fails (a NUL; a 5,000-character name; `_redirects/index.html` under a file). Pages itself looks
 * paths up in the deployment's list of files, where these are missing ones.
 */
const WRANGLER_DISK_ERRORS = new Set(['/services/%00', `/${'a'.repeat(5000)}`, '/_redirects', '/_headers']);

interface Host {
  name: string;
  url: () => string;
  /** Odd paths its local software cannot take as the real host does. */
  oddPathsItFails?: ReadonlySet<string>;
}

function checksOf(host: Host) {
  test(`${host.name}: each path gets exactly the headers the rules give it`, async ({ request }) => {
    const rules = readRules();
    const url = host.url();
    const paths = [
      '/',
      '/auth',
      '/zh/use-cases/bnpl',
      '/sw.js',
      '/manifest.webmanifest',
      '/view-documentation',
      '/am/view-documentation',
      '/admin',
      '/admin/config.yml',
      await firstAsset(request, url, '/'),
      await firstAsset(request, url, '/zh'),
    ];
    for (const path of paths) {
      const response = await request.get(`${url}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      for (const [name, value] of Object.entries(headersFor(rules.headers, path))) {
        expect(values(response.headersArray(), name), `${name} on ${path}`).toEqual([value]);
      }
    }
  });

  test(`${host.name}: pages at clean URLs, without a trailing slash; old paths redirect with their query`, async ({ request }) => {
    const rules = readRules();
    const url = host.url();
    const bnpl = await request.get(`${url}/zh/use-cases/bnpl`, { maxRedirects: 0 });
    expect(bnpl.status()).toBe(200);
    expect(bnpl.headers()['content-type']).toMatch(/^text\/html/);
    expect(await bnpl.text()).toContain('<html lang="zh-Hans">');

    const slash = await request.get(`${url}/auth/?next=%2Faccount`, { maxRedirects: 0 });
    expect([301, 308]).toContain(slash.status());
    expect(slash.headers().location).toBe('/auth?next=%2Faccount');

    // The editor is a page like the others: /admin, not /admin/.
    expect(await (await request.get(`${url}/admin`, { maxRedirects: 0 })).text()).toContain('<meta name="robots" content="noindex" />');
    const editorSlash = await request.get(`${url}/admin/`, { maxRedirects: 0 });
    expect([301, 308]).toContain(editorSlash.status());
    expect(editorSlash.headers().location).toBe('/admin');

    const [from, to] = rules.redirects.find(([alias]) => alias.startsWith('/zh/'))!;
    const moved = await request.get(`${url}${from}?from=mail`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`${to}?from=mail`);
  });

  test(`${host.name}: sends pages and scripts gzipped as tightly as Cloudflare's level, 6`, async ({ request }) => {
    const url = host.url();
    const script = await firstAsset(request, url, '/');
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/zh/use-cases/bnpl', 'zh/use-cases/bnpl.html'],
      [script, script.slice(1)],
    ]) {
      const sent = await gzippedLength(url, path!);
      const level6 = gzipSync(readFileSync(join(TEST_SITE_DIR, file!)), { level: 6 }).length;
      expect(sent.encoding, path).toBe('gzip');
      // No more than level 6 gives, within 1 %: nginx's default level, 1, sends some 10 % more.
      expect(sent.length, `${path}: ${sent.length} bytes against ${level6}`).toBeLessThanOrEqual(level6 * 1.01);
    }
  });

  test(`${host.name}: a missing path gets its language's not-found page, with status 404`, async ({ request }) => {
    const url = host.url();
    for (const [path, lang] of [
      ['/no-such-page', 'en'],
      ['/zh/no/such/page', 'zh-Hans'],
      ['/am/no-such-page', 'am'],
      ['/zh/assets/no-such-file.js', 'zh-Hans'],
    ]) {
      const response = await request.get(`${url}${path!}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(`<html lang="${lang!}">`);
    }
  });

  test(`${host.name}: an odd path is refused or not found, never a file outside the site, and the host keeps serving`, async ({
    request,
  }) => {
    const url = host.url();
    for (const path of ODD_PATHS.filter((odd) => !host.oddPathsItFails?.has(odd))) {
      const { status, body } = await rawGet(url, path);
      expect([400, 404], path.slice(0, 40)).toContain(status);
      if (status === 404) expect(body, path.slice(0, 40)).toContain('Oops! Page not found');
    }
    expect((await request.get(`${url}/`)).status()).toBe(200);
  });

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });

    test(`${host.name}: the service worker takes the whole site in its scope and opens it offline`, async ({ page }) => {
      const url = host.url();
      await skipIntro(page);
      await page.goto(`${url}/`);
      const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.scope));
      expect(scope).toBe(`${url}/`);
      await expect(page.getByRole('status').filter({ hasText: 'Ready to work offline' })).toBeVisible({ timeout: 30_000 });
      await page.context().setOffline(true);
      await page.goto(`${url}/use-cases/bnpl`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test.describe('Cloudflare Pages (wrangler pages dev)', () => {
  checksOf({ name: 'Cloudflare Pages', url: () => test.info().project.use.baseURL!, oddPathsItFails: WRANGLER_DISK_ERRORS });

  test('Cloudflare Pages: its runtime takes every rule of _redirects and _headers', async () => {
    const rules = readRules();
    let output = '';
    const server = await servePages(TEST_SITE_DIR, 'any', { output: (text) => (output += text), logLevel: 'log' });
    await server.stop();
    expect(output).not.toMatch(/invalid/i);
    expect(output).toContain(`Parsed ${rules.redirects.length} valid redirect rules.`);
    expect(output).toContain(`Parsed ${rules.headers.length} valid header rules.`);
  });
});

test.describe('nginx (the container)', () => {
  let nginx: NginxSite | undefined;
  test.beforeAll(async () => {
    nginx = await serveWithNginx(TEST_SITE_DIR, readFileSync(join(hostsDir, 'nginx-rules.conf'), 'utf8'));
  });
  test.afterAll(() => nginx?.stop());

  checksOf({ name: 'nginx', url: () => nginx!.url });
});
