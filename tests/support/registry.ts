import { resolve } from 'node:path';
import { loadServerEntry } from '../../scripts/prerender/server-bundle';
import { translatedLocales } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';

const root = resolve(import.meta.dirname, '../..');

/**
 * The content registry as the built site has it (from the SSR bundle the build wrote next to
 * `DIST_DIR`): the one route list the end-to-end tests walk.
 */
export const registry = await loadServerEntry(root, resolve(root, process.env.DIST_DIR ?? 'dist'));

export const routes = registry.pages.map((page) => page.path);

/** One page of each template, and the not-found page: what the checks of every language look at. */
export const templateSamples = [...new Map(registry.pages.map((page) => [page.template, page.path])).values(), '/no-such-page'];

/** Those pages in Chinese and Amharic (`/zh/auth`, `/am/no-such-page`). */
export const translatedSamples = translatedLocales.flatMap((locale) => templateSamples.map((path) => pathIn(locale, path)));
export const aliases = [...registry.redirects];
