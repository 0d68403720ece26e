import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourceLocale, type Locale } from '../../src/shared/locales';

type ServerEntry = typeof import('../../src/entry-server');

/** Where the SSR bundles of a given output folder live (`dist` → `build/server/dist`), one folder per language. */
export function serverBundleDir(root: string, distDir: string): string {
  return resolve(root, 'build/server', basename(distDir));
}

/** The SSR bundle the build wrote beside `distDir` for one language: its content registry as the built site has it. */
export async function loadServerEntry(root: string, distDir: string, locale: Locale = sourceLocale): Promise<ServerEntry> {
  return (await import(pathToFileURL(resolve(serverBundleDir(root, distDir), locale, 'entry-server.js')).href)) as ServerEntry;
}
