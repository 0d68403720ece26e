import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cspHash, inlineScripts, inlineStyles } from '../../scripts/security/inline-content';
import { hostFilesDir } from '../../scripts/hosts/host-files';
import type { SiteRules } from '../../scripts/hosts/site-rules';
import { localeInfo, locales } from '../../src/shared/locales';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';
import { builtRegistry, distDir, root, type ServerEntry } from './built-site';

/**
 * Every page of every language, read as the host serves it (225 files): what holds for each one is
 * checked here, statically; the browser specs (tests/e2e) drive one page per template and language.
 */
let registry: ServerEntry;
let pages: { url: string; file: string; html: string; signedIn: boolean }[];

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name), base) : [join(dir, entry.name).slice(base.length + 1)],
  );
}

beforeAll(async () => {
  registry = await builtRegistry();
  pages = locales.flatMap((locale) =>
    registry.pages.map((page) => {
      const url = pathIn(locale, page.path);
      const file = htmlFileForPath(url);
      return { url, file, html: readFileSync(join(distDir, file), 'utf8'), signedIn: page.access === 'signed-in' };
    }),
  );
});

/** The visible text of a page's main content: its markup, scripts and styles taken out. */
function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('every page of every language', () => {
  it('is there: the registry’s pages in three languages', () => {
    expect(pages.length).toBe(registry.pages.length * locales.length);
    expect(pages.length).toBeGreaterThan(150);
  });

  it('carries no developer’s comment: only the markers React hydrates by', () => {
    // React's Suspense boundaries (<!--$-->, <!--/$-->, <!--$?-->, <!--$!-->) and text separators (<!-- -->).
    const reactMarker = /^(\$|\/\$|\$\?|\$!| )$/;
    const comments = pages.flatMap(({ url, html }) =>
      [...html.matchAll(/<!--([\s\S]*?)-->/g)].filter(([, text]) => !reactMarker.test(text!)).map(([comment]) => `${url}: ${comment!.slice(0, 60)}`),
    );
    expect(comments).toEqual([]);
  });

  it('has one h1', () => {
    const wrong = pages.filter(({ html }) => html.match(/<h1[\s>]/g)?.length !== 1).map(({ url }) => url);
    expect(wrong).toEqual([]);
  });

  it('reads without JavaScript: its main content is text, and a page for signed-in visitors says why it shows none', () => {
    for (const { url, html, signedIn } of pages) {
      // A page of text, not an empty shell (Chinese says in 60 characters what English says in 150).
      expect(mainText(html).length, url).toBeGreaterThan(60);
      if (signedIn) expect(html, url).toMatch(/<noscript>/);
    }
  });

  it('links only to pages and files the host has: no link lands on the not-found page', () => {
    const files = new Set(listFiles(distDir));
    const rules = JSON.parse(readFileSync(join(hostFilesDir(root, distDir), 'site-rules.json'), 'utf8')) as SiteRules;
    const redirects = new Map(rules.redirects);
    // As every host serves the site: an old path's new one, then `<path>.html` at `<path>`, or the file itself (a not-found page is no target).
    const lands = (path: string) => {
      const file = (redirects.get(path) ?? path).slice(1) || 'index';
      return files.has(`${file}.html`) || (files.has(file) && !file.endsWith('404.html'));
    };
    const origin = registry.siteOrigin;
    const broken: string[] = [];
    let checked = 0;
    for (const { url, html } of pages) {
      const hrefs = [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map(([, href]) => href!.replace(/&amp;/g, '&'));
      for (const href of hrefs) {
        const target = new URL(href, `${origin}${url}`);
        if (target.origin !== origin) continue;
        checked += 1;
        if (!lands(target.pathname)) broken.push(`${url} → ${href}`);
      }
    }
    // Menus, footer and cards: dozens of links a page.
    expect(checked).toBeGreaterThan(pages.length * 20);
    expect(broken).toEqual([]);
  });

  it('asks for nothing once it has loaded, before its first paint: its SVG favicon is inline and the app links the manifest', () => {
    for (const { url, html } of pages) {
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
      expect(head, url).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+" sizes="any" type="image\/svg\+xml" \/>/);
      expect(head, url).not.toContain('rel="manifest"');
    }
  });

  it('allows by hash, in the policy it carries, every inline script and stylesheet it has', () => {
    const unlisted: string[] = [];
    let inline = 0;
    for (const { url, html } of pages) {
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(policy, url).not.toBe('');
      for (const text of [...inlineScripts(html), ...inlineStyles(html)]) {
        inline += 1;
        if (!policy.includes(cspHash(text))) unlisted.push(`${url}: ${text.slice(0, 40)}…`);
      }
    }
    // Every page has its head script and its stylesheet inline, at least.
    expect(inline).toBeGreaterThanOrEqual(pages.length * 2);
    expect(unlisted).toEqual([]);
  });

  it('and each language’s not-found page, too, has one h1 and its policy', () => {
    for (const locale of locales) {
      const file = `${localeInfo[locale].prefix.slice(1)}${localeInfo[locale].prefix ? '/' : ''}404.html`;
      const html = readFileSync(join(distDir, file), 'utf8');
      expect(html.match(/<h1[\s>]/g)?.length, file).toBe(1);
      expect(html, file).toContain('http-equiv="Content-Security-Policy"');
    }
  });
});
