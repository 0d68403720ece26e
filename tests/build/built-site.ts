import { resolve } from 'node:path';
import { loadServerEntry } from '../../scripts/prerender/server-bundle';
import type { Locale } from '../../src/shared/locales';

export type ServerEntry = typeof import('../../src/entry-server');

export const root = resolve(import.meta.dirname, '../..');

/**
 * The build under test: `BUILT_SITE_DIR` when the caller built the site already (`npm test` does,
 * against its local backend), else a fresh build of our own that global-setup.ts writes first.
 */
export const distDir = process.env.BUILT_SITE_DIR
  ? resolve(root, process.env.BUILT_SITE_DIR)
  : resolve(root, 'build/dist-build-test');

/** The content registry as the built site has it (its SSR bundle), in English or another of its languages. */
export function builtRegistry(locale: Locale = 'en'): Promise<ServerEntry> {
  return loadServerEntry(root, distDir, locale);
}
