import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localeInfo, locales, sourceLocale } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';
import type { PrerenderResult } from './prerender';
import { robotsTxt, sitemapXml } from './static-files';

/**
 * The files for search engines, over every language: `sitemap.xml` (every indexed page in every
 * language, with its translations) and `robots.txt`. The hosts' files are scripts/hosts/'s.
 */
export async function writeSiteFiles(distDir: string, results: PrerenderResult[]): Promise<void> {
  const origin = results[0]!.siteOrigin;
  const urlOf = (locale: (typeof locales)[number], path: string) => {
    const url = pathIn(locale, path);
    return `${origin}${url}`;
  };

  const indexed = results.find((result) => result.locale === sourceLocale)!.indexed;
  const entries = locales.flatMap((locale) =>
    indexed.map((path) => ({
      url: urlOf(locale, path),
      alternates: [
        ...locales.map((other) => ({ hreflang: localeInfo[other].tag, href: urlOf(other, path) })),
        { hreflang: 'x-default', href: urlOf(sourceLocale, path) },
      ],
    })),
  );
  await writeFile(join(distDir, 'sitemap.xml'), sitemapXml(entries));
  await writeFile(join(distDir, 'robots.txt'), robotsTxt(`${origin}/sitemap.xml`));
}
