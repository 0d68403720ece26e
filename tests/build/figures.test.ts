import { beforeAll, describe, expect, it } from 'vitest';
import { formatFigureNumber } from '../../src/content/figure-numbers';
import { figures } from '../../src/content/figures';
import { locales, type Locale } from '../../src/shared/locales';
import { builtPages, textOf, type BuiltPage } from './built-pages';

/**
 * The figures a page shows come from src/content/settings/figures/figures.en.json, the spec's claims, and nowhere else:
 * every number in a stat block (StatGrid) or a figure list (the home page's platform points), marked
 * `data-figures`, must be one of the numbers the figures are written with in the page's language.
 */
let pages: BuiltPage[];

beforeAll(async () => {
  pages = await builtPages();
});

/** A number as a figure writes it; not the digit of a name (P2P, 3D Secure). */
const NUMBER = /(?<![A-Za-z])\d+(?:[.,]\d+)*(?![A-Za-z])/g;

/** The numbers the company's figures are written with in a language: '99.9', '100,000', '5000' (5000万), '24' and '7' (24/7). */
function sourceNumbers(locale: Locale): Set<string> {
  return new Set(Object.values(figures).flatMap((figure) => formatFigureNumber(figure, locale).match(NUMBER) ?? []));
}

/** The text of every element marked `data-figures` in a page. */
function figureBlocks(html: string): string[] {
  return [...html.matchAll(/<(dl|ul|ol)\b[^>]*\sdata-figures=""[^>]*>([\s\S]*?)<\/\1>/g)].map(([, , inner]) => textOf(inner ?? ''));
}

describe('the figures on every page', () => {
  it('are numbers of the company’s figures: no stat block or figure list shows another', () => {
    const allowed = Object.fromEntries(locales.map((locale) => [locale, sourceNumbers(locale)])) as Record<Locale, Set<string>>;
    const foreign: string[] = [];
    let blocks = 0;
    for (const { locale, url, html } of pages) {
      for (const text of figureBlocks(html)) {
        blocks += 1;
        for (const number of text.match(NUMBER) ?? []) if (!allowed[locale].has(number)) foreign.push(`${url}: ${number} in “${text}”`);
      }
    }
    expect(blocks).toBeGreaterThan(90);
    expect(foreign).toEqual([]);
  });

  it('are shown, where a page has any, as a block the check above reads', async () => {
    const unread: string[] = [];
    for (const { entry, page, url, html } of pages) {
      const content = await entry.loadPageContent(page.path);
      const hasFigures = ('stats' in content && content.stats) || 'metrics' in content || content.template === 'home';
      if (hasFigures && figureBlocks(html).length === 0) unread.push(url);
    }
    expect(unread).toEqual([]);
  });

  it('catch a number that is not a figure', () => {
    expect(figureBlocks('<dl class="x" data-figures=""><dt>Availability SLA</dt><dd>99.95%</dd></dl>')).toEqual(['Availability SLA 99.95%']);
    expect(sourceNumbers('en').has('99.95')).toBe(false);
    expect(sourceNumbers('en').has('99.9')).toBe(true);
    expect('P2P in 3D Secure, 5000万'.match(NUMBER)).toEqual(['5000']);
  });

  it('claim no certification the brief does not give, none of the figures once made up, and no contact detail it does not give (the test build configures none)', () => {
    const claims = /FIPS|ISO 27001|CPoC|MPoC|\bcertified\b|经过认证|99\.95|150 ?ms|T\+0|70 ?%|\+251 11|558 0000|@tanafintech\.com|Bole Road/i;
    const found = pages.filter(({ html }) => claims.test(textOf(html))).map(({ url, html }) => `${url}: ${claims.exec(textOf(html))?.[0]}`);
    expect(found).toEqual([]);
  });
});
