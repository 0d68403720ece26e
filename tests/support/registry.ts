import { resolve } from 'node:path';
import { loadServerEntry } from '../../scripts/prerender/server-bundle';

const root = resolve(import.meta.dirname, '../..');

/**
 * The content registry as the built site has it (from the SSR bundle the build wrote next to
 * `DIST_DIR`): the one route list the end-to-end tests walk.
 */
export const registry = await loadServerEntry(root, resolve(root, process.env.DIST_DIR ?? 'dist'));

export const routes = registry.pages.map((page) => page.path);
export const aliases = [...registry.redirects];
