import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverBundleDir } from '../../scripts/prerender/server-bundle';
import { readPrecacheList, type PrecacheEntryInfo } from '../../scripts/pwa/inject-precache';
import { htmlFileForPath } from '../../src/content/paths';

const root = resolve(import.meta.dirname, '../..');
// The build under test: DIST_DIR if it has been built, else a fresh build of our own.
const given = resolve(root, process.env.DIST_DIR ?? 'dist');
const distDir = existsSync(resolve(given, 'sw.js')) ? given : resolve(root, 'build/dist-sw-test');

type ServerEntry = typeof import('../../src/entry-server');
let entries: PrecacheEntryInfo[] = [];
let registry: ServerEntry;

beforeAll(async () => {
  if (distDir !== given) {
    execFileSync('npx', ['tsx', 'scripts/build.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        DIST_DIR: distDir,
        VITE_SITE_URL: 'http://127.0.0.1:4173',
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_ANON_KEY: 'test-anon-key',
        VITE_CONTACT_FORM_URL: 'http://127.0.0.1:54321/f/contact',
      },
    });
  }
  entries = await readPrecacheList(distDir);
  registry = (await import(pathToFileURL(resolve(serverBundleDir(root, distDir), 'entry-server.js')).href)) as ServerEntry;
}, 300_000);

const urls = () => new Set(entries.map((entry) => entry.url));

describe("the built service worker's precache list", () => {
  it("has every registry route's HTML, every redirect alias page and the not-found page", () => {
    const expected = [...registry.pages.map((page) => page.path), ...registry.redirects.keys()].map(htmlFileForPath);
    expect(registry.pages.length).toBeGreaterThan(10);
    expect(expected.filter((file) => !urls().has(file))).toEqual([]);
    expect(urls().has('404.html')).toBe(true);
    expect(urls().has('view-documentation.html')).toBe(true);
  });

  it('has every JS chunk and stylesheet, the manifest, the icons and the content icons', () => {
    const assets = readdirSync(resolve(distDir, 'assets')).map((file) => `assets/${file}`);
    expect(assets.filter((file) => !urls().has(file))).toEqual([]);
    for (const file of ['manifest.webmanifest', 'favicon.ico', 'logo.svg', 'apple-touch-icon-180x180.png', 'pwa-192x192.png', 'pwa-512x512.png', 'maskable-icon-512x512.png']) {
      expect(urls().has(file), file).toBe(true);
    }
    expect([...urls()].some((url) => url.startsWith('icons/'))).toBe(true);
  });

  it('has not the worker itself, nor the screenshots or host files', () => {
    expect([...urls()].filter((url) => /^(sw\.js|screenshots\/|_redirects|_headers)/.test(url))).toEqual([]);
  });

  it('revisions every file whose name carries no hash, and lists each URL once', () => {
    expect(entries.filter((entry) => !entry.url.startsWith('assets/') && !entry.revision).map((entry) => entry.url)).toEqual([]);
    expect(urls().size).toBe(entries.length);
  });
});
