import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { resolveConfig } from 'vite';
import { locales, type Locale } from '../../src/shared/locales';
import { localeOfFile } from '../../src/shared/precache-locales';

/** The precache list as written into the built worker: `{url, revision}` entries. */
export interface PrecacheEntryInfo {
  url: string;
  revision: string | null;
}

/**
 * Builds the service worker again now that the prerendered pages exist, so that its precache list
 * has every page (vite-plugin-pwa builds it at the end of the client build, before prerendering).
 */
export async function injectPrecache(root: string, distDir: string): Promise<PrecacheSummary> {
  const config = await resolveConfig({ root, logLevel: 'warn', build: { outDir: distDir } }, 'build', 'production');
  const api = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api as VitePluginPWAAPI | undefined;
  if (!api?.generateSW) throw new Error('vite-plugin-pwa is missing from the Vite config');
  await api.generateSW();
  return summarizePrecache(distDir);
}

export interface PrecacheSize {
  files: number;
  bytes: number;
  gzipBytes: number;
}

/** The whole precache list, and what a visitor of each language stores of it (theirs and the shared files). */
export interface PrecacheSummary extends PrecacheSize {
  perLanguage: Record<Locale, PrecacheSize>;
}

const empty = (): PrecacheSize => ({ files: 0, bytes: 0, gzipBytes: 0 });

function add(size: PrecacheSize, bytes: number, gzipBytes: number): void {
  size.files += 1;
  size.bytes += bytes;
  size.gzipBytes += gzipBytes;
}

/** How much a first visit stores for offline use. */
export async function summarizePrecache(distDir: string): Promise<PrecacheSummary> {
  const perLanguage = Object.fromEntries(locales.map((locale) => [locale, empty()])) as Record<Locale, PrecacheSize>;
  const summary: PrecacheSummary = { ...empty(), perLanguage };
  for (const { url } of await readPrecacheList(distDir)) {
    const body = await readFile(join(distDir, url));
    const gzipBytes = gzipSync(body, { level: 9 }).length;
    add(summary, body.length, gzipBytes);
    const owner = localeOfFile(url);
    for (const locale of locales) if (owner === 'shared' || owner === locale) add(perLanguage[locale], body.length, gzipBytes);
  }
  return summary;
}

/** Reads the precache list back out of a built `sw.js`. */
export async function readPrecacheList(distDir: string): Promise<PrecacheEntryInfo[]> {
  const source = await readFile(join(distDir, 'sw.js'), 'utf8');
  const entries = [...source.matchAll(/\{(?:"?revision"?:(null|"[^"]*"),"?url"?:"([^"]+)"|"?url"?:"([^"]+)","?revision"?:(null|"[^"]*"))\}/g)];
  return entries.map((match) => {
    const revision = match[1] ?? match[4] ?? 'null';
    return { url: (match[2] ?? match[3])!, revision: revision === 'null' ? null : revision.slice(1, -1) };
  });
}
