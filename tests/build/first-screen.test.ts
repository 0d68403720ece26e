import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { locales, localeInfo, type Locale } from '../../src/shared/locales';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';
import { builtRegistry, distDir, type ServerEntry } from './built-site';

const registries = new Map<Locale, ServerEntry>();

beforeAll(async () => {
  for (const locale of locales) registries.set(locale, await builtRegistry(locale));
});

const read = (file: string) => readFileSync(join(distDir, file), 'utf8');

/** The ids the page's first paint waits for: `<link rel="expect" href="#id" blocking="render">` in its head. */
const awaited = (html: string) => [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="expect" href="#([^"]+)" blocking="render" \/>/g)].map((match) => match[1]!);

/** Where the element with this id starts in the page (-1 if it is not there). */
const startOf = (html: string, id: string) => html.search(new RegExp(`<[a-z]+ id="${id}"`));

describe.each(locales)('the first paint of every page waits for its whole first screen (%s)', (locale) => {
  it('holds the first paint of every page without a mockup until its main content starts, the header whole before it', async () => {
    const entry = registries.get(locale)!;
    const files = [join(localeInfo[locale].prefix.slice(1), '404.html')];
    for (const page of entry.pages.filter((page) => page.path !== '/')) {
      if (!('mockup' in (await entry.loadPageContent(page.path)))) files.push(htmlFileForPath(pathIn(locale, page.path)));
    }
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const html = read(file);
      expect(awaited(html), file).toEqual(['main']);
      expect(startOf(html, 'main'), file).toBeGreaterThan(html.indexOf('</header>'));
    }
  });

  it('holds the first paint of a page with a mockup beside its heading until the drawing is whole, where its caption starts', async () => {
    const entry = registries.get(locale)!;
    const withMockup = [];
    for (const page of entry.pages) if ('mockup' in (await entry.loadPageContent(page.path))) withMockup.push(page.path);
    expect(withMockup.length).toBeGreaterThan(3);
    for (const path of withMockup) {
      const html = read(htmlFileForPath(pathIn(locale, path)));
      expect(awaited(html), path).toEqual(['mockup-caption']);
      const drawing = html.slice(html.indexOf('<figure'), startOf(html, 'mockup-caption'));
      expect(drawing, path).toMatch(/^<figure[^>]*><div [^>]*role="img"[\s\S]*<\/div>$/);
      expect(startOf(html, 'mockup-caption'), path).toBeGreaterThan(html.indexOf('<h1'));
      expect(startOf(html, 'mockup-caption'), path).toBeLessThan(html.indexOf('</header>', html.indexOf('<h1')));
    }
  });

  it('holds the home page’s first paint until its hero has ended: the figures under the headline included', () => {
    const html = read(htmlFileForPath(pathIn(locale, '/')));
    expect(awaited(html)).toEqual(['services']);
    const hero = html.slice(startOf(html, 'home'), startOf(html, 'services'));
    expect(hero).toContain('<h1');
    expect(hero).toContain('<dd');
    expect(hero).toMatch(/<\/section>(<!--\$-->)?$/);
  });
});
