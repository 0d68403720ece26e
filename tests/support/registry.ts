import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverBundleDir } from '../../scripts/prerender/server-bundle';

type ServerEntry = typeof import('../../src/entry-server');

const root = resolve(import.meta.dirname, '../..');
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');

/**
 * The content registry as the built site has it (from the SSR bundle the build wrote next to
 * `DIST_DIR`): the one route list the end-to-end tests walk.
 */
export const registry = (await import(
  pathToFileURL(resolve(serverBundleDir(root, distDir), 'entry-server.js')).href
)) as ServerEntry;

export const routes = registry.pages.map((page) => page.path);
export const aliases = [...registry.redirects];
