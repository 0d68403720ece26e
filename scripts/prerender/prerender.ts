import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { localeInfo, sourceLocale, type Locale } from '../../src/shared/locales';
import { webManifest } from '../pwa/web-manifest';
import { withIconsInline } from './icon-links';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';
import { socialCardPath } from '../social-cards/card-files';
import { CARD_HEIGHT, CARD_WIDTH } from '../social-cards/card-constants';
import type { SocialCard } from '../social-cards/social-cards';
import { pageAlternates } from './alternates';
import { headTags } from './head-tags';
import { inlineStylesheet } from './inline-styles';
import { withPageStyles } from './page-styles';
import { appLoaderScript, deferEntry } from './deferred-entry';
import { inlineSymbols, spriteSymbols } from './inline-symbols';
import { appStartSources, pageChunks, type ViteManifest } from './preload-links';
import type { SplashFragment } from './splash';
import { redirectPage } from './static-files';
import { signInFirstScript, withSignInFirst } from './sign-in-first';

type ServerEntry = typeof import('../../src/entry-server');

async function write(file: string, contents: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, contents);
}

/** One language's build: its client output (shell, stylesheet, Vite manifest) and its SSR bundle. */
export interface LocaleBuild {
  locale: Locale;
  clientDir: string;
  serverEntryFile: string;
  /** The home page's intro, in this language. */
  splash: SplashFragment;
}

export interface PrerenderResult {
  locale: Locale;
  /** Every page, by its path in the app (`/auth`), the same in every language. */
  pages: string[];
  /**
   * The pages search engines and the site's own search index see in this language: every page but
   * the `noindex` ones and those shown in English here (not yet translated).
   */
  indexed: string[];
  /** The languages each page is published in, by path. */
  languages: Record<string, Locale[]>;
  /** Each alias's URL in this language and the URL it redirects to. */
  redirects: [string, string][];
  /** The origin canonical URLs were written with. */
  siteOrigin: string;
  /** Each page's social card, to draw (scripts/social-cards/). */
  cards: SocialCard[];
}

/**
 * Writes every registry page of one language as static HTML (`<prefix>/<path>.html`, the home page
 * with the intro splash), its not-found page (`<prefix>/404.html`) and a redirect page per alias.
 * Each page names itself in the other languages (`hreflang`).
 */
export async function prerender(distDir: string, build: LocaleBuild): Promise<PrerenderResult> {
  const { locale, clientDir, serverEntryFile, splash } = build;
  const entry = (await import(pathToFileURL(serverEntryFile).href)) as ServerEntry;
  const info = localeInfo[locale];
  const logoSvg = await readFile(resolve(import.meta.dirname, '../../public/logo.svg'), 'utf8');
  const stylesheet = await inlineStylesheet(await readFile(join(clientDir, 'index.html'), 'utf8'), clientDir);
  const shell = withIconsInline(stylesheet.html.replace(/<html lang="[^"]*">/, `<html lang="${info.tag}">`), logoSvg);
  if (locale !== sourceLocale) {
    // The English build's worker plugin writes the English manifest; each other language has its own (linked by the app).
    await write(join(distDir, `${info.prefix}/manifest.webmanifest`), JSON.stringify(webManifest(locale, { site: entry.site, words: entry.words })));
  }
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const urlOf = (path: string) => pathIn(locale, path);
  const cards: SocialCard[] = [];
  const host = new URL(entry.siteOrigin).host.replace(/^www\./, '');
  /** A page's card: drawn after prerendering, named in its head now. */
  const cardOf = (path: string, text: { title: string; group?: string; alt: string }) => {
    const cardPath = socialCardPath(locale, path);
    cards.push({ path: cardPath, text: { title: text.title, group: text.group, brand: entry.site.name, host, lang: info.tag } });
    return { url: `${entry.siteOrigin}${cardPath}`, width: CARD_WIDTH, height: CARD_HEIGHT, alt: text.alt };
  };
  let homeCard: ReturnType<typeof cardOf> | undefined;

  const appStart = appStartSources(manifest);
  const loader = await appLoaderScript(resolve(import.meta.dirname, '../..'));
  const signInFirst = await signInFirstScript(resolve(import.meta.dirname, '../..'));
  const symbols = await spriteSymbols(distDir);
  const fill = (url: string, head: string, html: string, sources: string[] = [], intro?: SplashFragment) =>
    withPageStyles(
      inlineSymbols(
        deferEntry(
          shell
            .replace('<!--app-head-->', () => (intro ? `${head}\n    ${intro.head}` : head))
            .replace('<!--app-splash-->', () => intro?.body ?? '')
            .replace('<!--app-html-->', () => html),
          pageChunks(manifest, [...appStart, ...sources]),
          loader,
          stylesheet.href,
        ),
        symbols,
        url,
      ),
      stylesheet.css,
    );

  for (const page of entry.pages) {
    const html = await entry.render(page.path);
    const content = await entry.loadPageContent(page.path);
    const image = cardOf(page.path, entry.socialCardText(page, content));
    if (page.path === '/') homeCard = image;
    const head = headTags({
      title: entry.documentTitle(page),
      description: content.description,
      // A page shown in English, not yet translated, names the English page as the one to index.
      canonical: entry.canonicalUrl(page.path, page.fallback ? sourceLocale : locale),
      alternates: pageAlternates(page.languages, (other) => entry.canonicalUrl(page.path, other)),
      locale: info.ogLocale,
      otherLocales: page.languages.filter((other: Locale) => other !== locale).map((other: Locale) => localeInfo[other].ogLocale),
      siteName: entry.site.name,
      image,
      noindex: content.noindex,
      firstScreenEnd: entry.firstScreenEnd(page.path, content),
      structuredData: entry.structuredData(page, content),
    });
    const sources = [page.sourceFile, entry.templateSourceFile(page.template)];
    const file = join(distDir, htmlFileForPath(urlOf(page.path)));
    // The front door alone has the intro splash.
    const filled = await fill(urlOf(page.path), head, html, sources, page.path === '/' ? splash : undefined);
    // A visitor with no session never sees a page for signed-in visitors, nor starts its app.
    await write(file, page.access === 'signed-in' ? withSignInFirst(filled, signInFirst, urlOf(entry.signInPath(page.path))) : filled);
  }

  const notFound = await entry.render('/404');
  const notFoundHead = headTags({
    title: entry.notFoundTitle,
    description: entry.words.notFound.description,
    locale: info.ogLocale,
    siteName: entry.site.name,
    // Not a page to share: the home page's card, should it be.
    image: homeCard ?? cardOf('/', { title: entry.site.name, alt: entry.site.name }),
    noindex: true,
    firstScreenEnd: entry.firstScreenEnd('/404'),
    structuredData: entry.structuredData(),
  });
  await write(join(distDir, info.prefix.slice(1), '404.html'), await fill(urlOf('/404'), notFoundHead, notFound, [entry.notFoundSourceFile]));

  const titles = new Map(entry.pages.map((page) => [page.path, page.title]));
  const redirects: [string, string][] = [];
  for (const [from, to] of entry.redirects) {
    const targetTitle = titles.get(to) ?? to;
    redirects.push([urlOf(from), urlOf(to)]);
    await write(
      join(distDir, htmlFileForPath(urlOf(from))),
      redirectPage({ target: urlOf(to), canonical: entry.canonicalUrl(to), lang: info.tag, targetTitle, text: entry.words.redirect }),
    );
  }

  return {
    locale,
    pages: entry.pages.map((page) => page.path),
    indexed: entry.pages.filter((page) => !page.noindex && !page.fallback).map((page) => page.path),
    languages: Object.fromEntries(entry.pages.map((page) => [page.path, page.languages])),
    redirects,
    siteOrigin: entry.siteOrigin,
    cards,
  };
}
