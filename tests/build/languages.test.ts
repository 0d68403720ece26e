import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeInfo, locales, translatedLocales, type Locale } from '../../src/shared/locales';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';
import { builtRegistry, distDir, type ServerEntry } from './built-site';

let registry: ServerEntry;
let origin: string;

beforeAll(async () => {
  registry = await builtRegistry();
  origin = registry.siteOrigin;
});

const html = (url: string) => readFileSync(join(distDir, htmlFileForPath(url)), 'utf8');
const attribute = (page: string, pattern: RegExp) => pattern.exec(page)?.[1];

/** The visible text of a page's main content: its markup, scripts and styles taken out. */
function mainText(page: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(page)?.[1] ?? '';
  return main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters of the language's own script: Han for Chinese, Ethiopic for Amharic. */
const scripts: Record<Exclude<Locale, 'en'>, RegExp> = { zh: /\p{Script=Han}/gu, am: /\p{Script=Ethiopic}/gu };
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('the site in three languages', () => {
  it('has every page in every language, each with its own lang, title, canonical URL and Open Graph locale', () => {
    expect(registry.pages.length).toBeGreaterThan(50);
    for (const locale of locales) {
      const titles = new Set<string>();
      for (const { path } of registry.pages) {
        const url = pathIn(locale, path);
        const page = html(url);
        expect(attribute(page, /<html lang="([^"]+)"/), url).toBe(localeInfo[locale].tag);
        expect(attribute(page, /<link rel="canonical" href="([^"]+)"/), url).toBe(`${origin}${url}`);
        expect(attribute(page, /<meta property="og:locale" content="([^"]+)"/), url).toBe(localeInfo[locale].ogLocale);
        titles.add(attribute(page, /<title>([^<]+)<\/title>/) ?? '');
      }
      expect(titles.size, `${locale}: a title of its own for every page`).toBe(registry.pages.length);
    }
  });

  it('names every translation of every page, and English as the default (hreflang)', () => {
    for (const locale of locales) {
      for (const { path } of registry.pages) {
        const page = html(pathIn(locale, path));
        const alternates = Object.fromEntries(
          [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => [lang, href]),
        );
        expect(alternates, pathIn(locale, path)).toEqual({
          ...Object.fromEntries(locales.map((other) => [localeInfo[other].tag, `${origin}${pathIn(other, path)}`])),
          'x-default': `${origin}${pathIn('en', path)}`,
        });
      }
    }
  });

  it('lists every indexed page of every language in the sitemap, each with its translations', () => {
    const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry!);
    const indexed = registry.pages.filter((page) => !page.noindex);
    expect(entries.length).toBe(indexed.length * locales.length);
    for (const locale of locales) {
      for (const { path } of indexed) {
        const entry = entries.find((candidate) => candidate.includes(`<loc>${origin}${pathIn(locale, path)}</loc>`));
        expect(entry, pathIn(locale, path)).toBeDefined();
        expect(entry!.match(/hreflang=/g)?.length, pathIn(locale, path)).toBe(locales.length + 1);
      }
    }
  });

  it.each(translatedLocales)('writes the main text of every %s page in its own script, with no English sentence left', (locale) => {
    const script = scripts[locale as Exclude<Locale, 'en'>];
    for (const { path } of registry.pages) {
      const url = pathIn(locale, path);
      const text = mainText(html(url));
      const own = count(text, script);
      const latin = count(text, /[A-Za-z]/g);
      // Product names (SoftPOS, API, KYC, Tana Fintech) stay in Latin letters; the rest is translated.
      expect(own / (own + latin), `${url}: share of ${locale} letters`).toBeGreaterThan(0.6);
      const sentences = text.match(/[A-Za-z][A-Za-z’',-]*(?: [A-Za-z][A-Za-z’',-]*){5,}/g) ?? [];
      expect(sentences, `${url}: English sentences`).toEqual([]);
    }
  });

  it('gives each language its own not-found page', () => {
    for (const locale of locales) {
      const page = readFileSync(join(distDir, localeInfo[locale].prefix.slice(1), '404.html'), 'utf8');
      expect(attribute(page, /<html lang="([^"]+)"/)).toBe(localeInfo[locale].tag);
    }
  });
});
