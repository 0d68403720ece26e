import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { htmlFileForPath } from '../../src/content/paths';
import { headTags } from './head-tags';
import { inlineStylesheets } from './inline-styles';
import { deferEntry } from './deferred-entry';
import { appStartSources, pageChunks, type ViteManifest } from './preload-links';
import type { SplashFragment } from './splash';
import { redirectPage, redirectsFile, robotsTxt, sitemapXml } from './static-files';

type ServerEntry = typeof import('../../src/entry-server');

const templateFiles: Record<string, string> = {
  home: 'src/templates/HomeTemplate.tsx',
  auth: 'src/templates/AuthTemplate.tsx',
  'password-reset': 'src/templates/PasswordResetTemplate.tsx',
  account: 'src/templates/AccountTemplate.tsx',
  service: 'src/templates/ServiceTemplate.tsx',
  solution: 'src/templates/SolutionTemplate.tsx',
  'case-studies': 'src/templates/CaseStudiesTemplate.tsx',
  index: 'src/templates/IndexTemplate.tsx',
  document: 'src/templates/DocumentTemplate.tsx',
  search: 'src/templates/SearchTemplate.tsx',
};

function pageSourceFile(path: string): string {
  return path === '/' ? 'src/content/pages/index.ts' : `src/content/pages${path}.ts`;
}

async function write(file: string, contents: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, contents);
}

export interface PrerenderResult {
  pages: string[];
  /** The pages search engines and the site's own search index: every page but the \`noindex\` ones. */
  indexed: string[];
  aliases: string[];
  /** The origin canonical URLs were written with. */
  siteOrigin: string;
}

/**
 * Writes every registry page as static HTML (`index.html` with the intro `splash`, `<path>.html`),
 * the not-found page (`404.html`), a redirect page per alias, `_redirects`, `sitemap.xml` (without
 * `noindex` pages) and `robots.txt`.
 */
export async function prerender(distDir: string, serverEntryFile: string, splash: SplashFragment): Promise<PrerenderResult> {
  const entry = (await import(pathToFileURL(serverEntryFile).href)) as ServerEntry;
  const shell = await inlineStylesheets(await readFile(join(distDir, 'index.html'), 'utf8'), distDir);
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const image = `${entry.siteOrigin}/pwa-512x512.png`;

  const appStart = appStartSources(manifest);
  const fill = (head: string, html: string, sources: string[] = [], intro?: SplashFragment) =>
    deferEntry(
      shell
        .replace('<!--app-head-->', () => (intro ? `${head}\n    ${intro.head}` : head))
        .replace('<!--app-splash-->', () => intro?.body ?? '')
        .replace('<!--app-html-->', () => html),
      pageChunks(manifest, [...appStart, ...sources]),
    );

  for (const page of entry.pages) {
    const html = await entry.render(page.path);
    const { description, noindex } = await entry.loadPageContent(page.path);
    const head = headTags({
      title: entry.documentTitle(page),
      description,
      canonical: entry.canonicalUrl(page.path),
      siteName: entry.site.name,
      image,
      noindex,
    });
    const sources = [pageSourceFile(page.path), templateFiles[page.template] ?? ''];
    // The intro splash is the front door's alone.
    await write(join(distDir, htmlFileForPath(page.path)), fill(head, html, sources, page.path === '/' ? splash : undefined));
  }

  const notFound = await entry.render('/404');
  const notFoundHead = headTags({
    title: entry.notFoundTitle,
    description: 'This page does not exist.',
    siteName: entry.site.name,
    image,
    noindex: true,
  });
  await write(join(distDir, '404.html'), fill(notFoundHead, notFound));

  const titles = new Map(entry.pages.map((page) => [page.path, page.title]));
  for (const [from, to] of entry.redirects) {
    await write(
      join(distDir, htmlFileForPath(from)),
      redirectPage(to, entry.canonicalUrl(to), titles.get(to) ?? to),
    );
  }
  await write(join(distDir, '_redirects'), redirectsFile(entry.redirects));
  const indexed = entry.pages.filter((page) => !page.noindex);
  await write(join(distDir, 'sitemap.xml'), sitemapXml(indexed.map((page) => entry.canonicalUrl(page.path))));
  await write(join(distDir, 'robots.txt'), robotsTxt(`${entry.siteOrigin}/sitemap.xml`));

  return {
    pages: entry.pages.map((page) => page.path),
    indexed: indexed.map((page) => page.path),
    aliases: [...entry.redirects.keys()],
    siteOrigin: entry.siteOrigin,
  };
}
