import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { locales, sourceLocale, type Locale } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';
import { sitemapAlternates } from './alternates';
import type { PrerenderResult } from './prerender';
import { robotsTxt, sitemapXml } from './static-files';

/** An indexed page and the languages it is published in. */
export interface PublishedPage {
  path: string;
  languages: readonly Locale[];
}

/**
 * The sitemap's entries: each indexed page's URL in every language it is published in, language by
 * language, with those URLs as its alternates (a language that shows it in English lists neither).
 */
export function sitemapEntries(origin: string, pages: readonly PublishedPage[]) {
  const urlOf = (locale: Locale, path: string) => `${origin}${pathIn(locale, path)}`;
  return locales.flatMap((locale) =>
    pages
      .filter((page) => page.languages.includes(locale))
      .map((page) => ({ url: urlOf(locale, page.path), alternates: sitemapAlternates(page.languages, (other) => urlOf(other, page.path)) })),
  );
}

/**
 * The files for search engines, over every language: `sitemap.xml` (every indexed page in every
 * language it is published in, with its translations) and `robots.txt`. The hosts' files are
 * scripts/hosts/'s.
 */
export async function writeSiteFiles(distDir: string, results: PrerenderResult[]): Promise<void> {
  const origin = results[0]!.siteOrigin;
  const english = results.find((result) => result.locale === sourceLocale)!;
  const pages = english.indexed.map((path) => ({ path, languages: english.languages[path] ?? [sourceLocale] }));
  await writeFile(join(distDir, 'sitemap.xml'), sitemapXml(sitemapEntries(origin, pages)));
  await writeFile(join(distDir, 'robots.txt'), robotsTxt(`${origin}/sitemap.xml`));
}
