import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type ServerEntry = typeof import('../../src/entry-server');

/** Where the SSR bundle of a given output folder lives (`dist` → `build/server/dist`). */
export function serverBundleDir(root: string, distDir: string): string {
  return resolve(root, 'build/server', basename(distDir));
}

/** The SSR bundle the build wrote beside `distDir`: the content registry as the built site has it. */
export async function loadServerEntry(root: string, distDir: string): Promise<ServerEntry> {
  return (await import(pathToFileURL(resolve(serverBundleDir(root, distDir), 'entry-server.js')).href)) as ServerEntry;
}
