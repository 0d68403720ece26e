import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPrecacheList, type PrecacheEntryInfo } from '../../scripts/pwa/inject-precache';
import { localeInfo, locales } from '../../src/shared/locales';
import { assetsDirOf } from '../../src/shared/precache-locales';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';
import { builtRegistry, distDir, type ServerEntry } from './built-site';

let entries: PrecacheEntryInfo[] = [];
let registry: ServerEntry;

beforeAll(async () => {
  entries = await readPrecacheList(distDir);
  registry = await builtRegistry();
});

const urls = () => new Set(entries.map((entry) => entry.url));

describe("the built service worker's precache list", () => {
  it("has every registry route's HTML, every redirect alias page, the not-found page and the documentation, in every language", () => {
    const paths = [...registry.pages.map((page) => page.path), ...registry.redirects.keys()];
    const expected = locales.flatMap((locale) => paths.map((path) => htmlFileForPath(pathIn(locale, path))));
    expect(registry.pages.length).toBeGreaterThan(10);
    expect(expected.filter((file) => !urls().has(file))).toEqual([]);
    for (const { prefix } of locales.map((locale) => localeInfo[locale])) {
      expect(urls().has(`${prefix.slice(1)}${prefix ? '/' : ''}404.html`), `${prefix}/404.html`).toBe(true);
      expect(urls().has(`${prefix.slice(1)}${prefix ? '/' : ''}view-documentation.html`), `${prefix}/view-documentation.html`).toBe(true);
    }
  });

  it('has every JS chunk and stylesheet, the manifest, the icons and the content icons', () => {
    const assets = locales.flatMap((locale) => readdirSync(resolve(distDir, assetsDirOf(locale))).map((file) => `${assetsDirOf(locale)}/${file}`));
    expect(assets.filter((file) => !urls().has(file))).toEqual([]);
    for (const file of ['manifest.webmanifest', 'favicon.ico', 'logo.svg', 'apple-touch-icon-180x180.png', 'pwa-192x192.png', 'pwa-512x512.png', 'maskable-icon-512x512.png']) {
      expect(urls().has(file), file).toBe(true);
    }
    expect([...urls()].some((url) => url.startsWith('icons/'))).toBe(true);
  });

  it('has every file of the search index, so that search works offline after one visit', () => {
    const index = readdirSync(resolve(distDir, 'pagefind'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.slice(distDir.length + 1)}/${entry.name}`);
    expect(index.length).toBeGreaterThan(5);
    expect(index.filter((file) => !urls().has(file))).toEqual([]);
  });

  it('has not the worker itself, nor the screenshots or host files', () => {
    expect([...urls()].filter((url) => /^(sw\.js|screenshots\/|_redirects|_headers)/.test(url))).toEqual([]);
  });

  it('revisions every file whose name carries no hash, and lists each URL once', () => {
    const hashedName = /^((zh\/|am\/)?assets|pagefind\/(index|fragment))\//;
    expect(entries.filter((entry) => !hashedName.test(entry.url) && !entry.revision).map((entry) => entry.url)).toEqual([]);
    expect(urls().size).toBe(entries.length);
  });
});
