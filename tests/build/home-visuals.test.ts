import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPrecacheList } from '../../scripts/pwa/inject-precache';
import en from '../../src/content/home/sections.en.json' with { type: 'json' };
import am from '../../src/content/home/sections.am.json' with { type: 'json' };
import zh from '../../src/content/home/sections.zh.json' with { type: 'json' };
import type { HomePage, HomeSections } from '../../src/content/types';
import { locales, type Locale } from '../../src/shared/locales';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';
import { ICON_SPRITE_URL, symbolHref } from '../../src/components/ui/icon-sprite';
import { builtRegistry, distDir } from './built-site';

const sections = { en, zh, am } as Record<Locale, HomeSections>;
const heroes = {} as Record<Locale, HomePage['hero']>;

beforeAll(async () => {
  for (const locale of locales) {
    const registry = await builtRegistry(locale);
    heroes[locale] = ((await registry.loadPageContent('/')) as HomePage).hero;
  }
});

const homePage = (locale: Locale) => readFileSync(join(distDir, htmlFileForPath(pathIn(locale, '/'))), 'utf8');

/** Text as React writes it into the HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The words a drawing shows, line by line (a `\n` breaks a label). */
const linesOf = (labels: Record<string, string>) => Object.values(labels).flatMap((label) => label.split('\n'));

/** An element's markup, from its opening tag to its closing tag (no nesting of the same tag inside). */
function element(page: string, opening: RegExp, tag: string): string {
  const start = page.search(opening);
  expect(start, String(opening)).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf(`</${tag}>`, start) + tag.length + 3);
}

describe.each(locales)('the home page’s visuals, in %s', (locale) => {
  it('has the hero’s illustration after the headline, hidden from assistive technology, every word of it in the page’s language', () => {
    const page = homePage(locale);
    const illustration = element(page, /<svg[^>]*class="hero-illustration/, 'svg');
    expect(illustration).toMatch(/^<svg[^>]*aria-hidden="true"[^>]*viewBox="0 0 480 440"|^<svg[^>]*viewBox="0 0 480 440"[^>]*aria-hidden="true"/);
    expect(page.indexOf('<h1')).toBeLessThan(page.indexOf(illustration));
    for (const line of linesOf(heroes[locale].illustration)) expect(illustration, line).toContain(`>${escaped(line)}<`);
  });

  it('draws the icons of its first screen (header and hero) from the symbols it carries, none as a CSS image', () => {
    const page = homePage(locale);
    const firstScreen = page.slice(page.indexOf('<body'), page.indexOf('id="services"'));
    // A CSS icon is an SVG document of its own, made in the page's first style pass: six of them
    // were 30-40 ms of a phone's first style pass here.
    expect(firstScreen.match(/class="[^"]*\bi-lucide-[^"]*"/g) ?? []).toEqual([]);
    for (const name of ['hexagon', 'search', 'menu', 'moon', 'sun', 'arrow-right', 'book-open']) {
      expect(firstScreen, name).toContain(`<use href="${symbolHref(name)}"`);
    }
  });

  it('has each technology diagram as an image named by its title and described, every word of it in the page’s language', () => {
    const page = homePage(locale);
    for (const panel of sections[locale].technology.panels) {
      const id = `${panel.id}-diagram`;
      const diagram = element(page, new RegExp(`<svg[^>]*aria-labelledby="${id}-title"`), 'svg');
      expect(diagram).toMatch(/^<svg[^>]*role="img"/);
      expect(diagram).toContain(`aria-describedby="${id}-description"`);
      expect(diagram).toContain(`<title id="${id}-title">${escaped(panel.title)}</title>`);
      expect(diagram).toContain(`<desc id="${id}-description">${escaped(panel.description)}</desc>`);
      expect(diagram).toContain(`<use href="${symbolHref(id)}"`);
      for (const line of linesOf(panel.labels)) expect(diagram, line).toContain(`>${escaped(line)}<`);
    }
  });

  it('has the e-wallet’s screen in the page’s language', () => {
    const page = homePage(locale);
    const screen = page.indexOf(`<use href="${symbolHref('wallet-pay')}"`);
    const phone = element(page.slice(page.lastIndexOf('<svg', screen)), /<svg/, 'svg');
    for (const line of linesOf(sections[locale].eWallet.screen)) expect(phone, line).toContain(`>${escaped(line)}<`);
  });

  it('draws the company timeline as an ordered list of its years, 2020 to 2024', () => {
    const timeline = element(homePage(locale), /<ol class="timeline"/, 'ol');
    expect([...timeline.matchAll(/<li><div[^>]*><p[^>]*><time dateTime="(\d{4})"/g)].map(([, year]) => year)).toEqual([
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
    ]);
  });

  it('holds each long row of cards in a named group the keyboard reaches: the four service groups and the use cases', () => {
    const regions = [...homePage(locale).matchAll(/<div role="group" aria-label="([^"]+)" tabindex="0" class="phone-scroller">/g)];
    expect(regions).toHaveLength(5);
    expect(new Set(regions.map(([, label]) => label)).size).toBe(5);
  });
});

describe('the sprite file', () => {
  it('is stored by the service worker, so what the app draws after a navigation is there offline', async () => {
    const urls = (await readPrecacheList(distDir)).map((entry) => entry.url);
    expect(urls).toContain(ICON_SPRITE_URL.slice(1));
  });
});
