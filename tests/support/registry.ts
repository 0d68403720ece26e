import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TEST_SITE_DIR } from '../../scripts/local/test-site';
import { loadServerEntry } from '../../scripts/prerender/server-bundle';
import { translatedLocales } from '../../src/shared/locales';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';

const root = resolve(import.meta.dirname, '../..');

/**
 * The content registry as the built test site has it (from the SSR bundle the build wrote beside
 * it): the one route list the end-to-end tests walk.
 */
export const registry = await loadServerEntry(root, TEST_SITE_DIR);

export const routes = registry.pages.map((page) => page.path);

const bytes = (path: string) => statSync(join(TEST_SITE_DIR, htmlFileForPath(path))).size;

/**
 * The largest page of each template (the one with the most of what the template can show), and the
 * not-found page: the pages a browser visits for checks that hold for every page. Every page of
 * every language is checked statically in tests/build/every-page.test.ts.
 */
export const templateSamples = [
  ...registry.pages
    .reduce((largest, page) => {
      const current = largest.get(page.template);
      if (!current || bytes(page.path) > bytes(current)) largest.set(page.template, page.path);
      return largest;
    }, new Map<string, string>())
    .values(),
  '/no-such-page',
];

/** Those pages in Chinese and Amharic (`/zh/auth`, `/am/no-such-page`). */
export const translatedSamples = translatedLocales.flatMap((locale) => templateSamples.map((path) => pathIn(locale, path)));
export const aliases = [...registry.redirects];
