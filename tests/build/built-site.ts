import { resolve } from 'node:path';
import { TEST_SITE_DIR } from '../../scripts/local/test-site';
import { loadServerEntry } from '../../scripts/prerender/server-bundle';
import type { Locale } from '../../src/shared/locales';

export type ServerEntry = typeof import('../../src/entry-server');

export const root = resolve(import.meta.dirname, '../..');

/** The build under test: the test site, which global-setup.ts builds when its sources changed. */
export const distDir = TEST_SITE_DIR;

/** The content registry as the built site has it (its SSR bundle), in English or another of its languages. */
export function builtRegistry(locale: Locale = 'en'): Promise<ServerEntry> {
  return loadServerEntry(root, distDir, locale);
}
