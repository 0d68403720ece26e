import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { gzipSize, initialAssetUrls } from '../../scripts/bench/initial-assets';
import { localeInfo, locales } from '../../src/shared/locales';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';
import { builtRegistry, distDir, type ServerEntry } from './built-site';

const KB = 1024;
let registry: ServerEntry;

beforeAll(async () => {
  registry = await builtRegistry();
});

/**
 * What every page of every language names to load before any interaction (its entry, the chunks it
 * preloads, its CSS): within the budgets. What the app fetches by itself as it starts is weighed in
 * the browser by tests/e2e/every-template.spec.ts and page-styles.spec.ts.
 */
/** Every page's file in every language, and each language's not-found page. */
const pageFiles = () =>
  locales.flatMap((locale) => [
    ...registry.pages.map((page) => htmlFileForPath(pathIn(locale, page.path))),
    `${localeInfo[locale].prefix.slice(1)}${localeInfo[locale].prefix ? '/' : ''}404.html`,
  ]);

describe('the weight of every page, in every language', () => {
  it('is at most 80 KB of JavaScript and 15 KB of CSS (gzip)', () => {
    const files = pageFiles();
    const heavy = files.flatMap((file) => {
      const { js, css: linked, appCss, inlineCss } = initialAssetUrls(readFileSync(join(distDir, file), 'utf8'));
      const css = [...linked, ...appCss];
      expect(js.length, file).toBeGreaterThan(0);
      const read = (url: string) => readFileSync(join(distDir, url));
      const jsKb = js.reduce((sum, url) => sum + gzipSize(read(url)), 0) / KB;
      const cssKb = (css.reduce((sum, url) => sum + gzipSize(read(url)), 0) + gzipSize(inlineCss.join(''))) / KB;
      return jsKb > 80 || cssKb > 15 ? [`${file}: ${jsKb.toFixed(1)} KB JS, ${cssKb.toFixed(1)} KB CSS`] : [];
    });
    expect(files.length).toBeGreaterThan(150);
    expect(heavy).toEqual([]);
  });

  it('carries its stylesheet inline: no render-blocking request before the first paint', () => {
    const linking = pageFiles().filter((file) => {
      const { css, inlineCss } = initialAssetUrls(readFileSync(join(distDir, file), 'utf8'));
      return css.length > 0 || inlineCss.join('').length < 1000;
    });
    expect(linking).toEqual([]);
  });
});

describe("each page's stylesheet", () => {
  /** A page's copy of the site's sheet: its largest <style> (the home page has the intro's beside it). */
  const pageSheet = (html: string) => initialAssetUrls(html).inlineCss.reduce((a, b) => (b.length > a.length ? b : a), '');
  /** The class names a selector list styles without any state or context: `.a`, `:where(.b)`, but not `.x:hover` or `.dark .y`. */
  const plainClasses = (css: string) =>
    new Set(
      [...css.matchAll(/(?:^|[{}])([^{}@]+)\{/g)].flatMap(([, selectors]) =>
        selectors!.split(',').flatMap((selector) => {
          const name = /^(?::where\()?\.((?:[\w-]|\\.)+)\)?$/.exec(selector)?.[1];
          return name ? [name.replace(/\\(.)/g, '$1')] : [];
        }),
      ),
    );

  it("styles every class its markup uses that the site's sheet styles, so it reads without JavaScript; the app loads the whole sheet", () => {
    const files = pageFiles();
    const unstyled = files.flatMap((file) => {
      const html = readFileSync(join(distDir, file), 'utf8');
      const { appCss } = initialAssetUrls(html);
      expect(appCss, file).toHaveLength(1);
      const whole = plainClasses(readFileSync(join(distDir, appCss[0]!), 'utf8'));
      expect(whole.size, file).toBeGreaterThan(300);
      const own = plainClasses(pageSheet(html));
      const used = new Set([...html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)));
      return [...used].filter((name) => whole.has(name) && !own.has(name)).map((name) => `${file}: .${name}`);
    });
    expect(files.length).toBeGreaterThan(150);
    expect(unstyled).toEqual([]);
  });
});

/** The elements a page's HTML builds (its inline scripts' and styles' text aside), SVG's included. */
const elementCount = (html: string) => html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').match(/<[a-zA-Z][a-zA-Z0-9-]*[\s/>]/g)?.length ?? 0;

/**
 * The HTML itself: the home page carries its drawings, every other page is a third of it. Budgets
 * a little above the build of 2026-11-28 (home 33–37 KB gzip and some 1,570 elements in each
 * language, the largest other page 20 KB and 680), so that a page that grows is seen.
 */
describe('the HTML of every page, in every language', () => {
  const budget = (file: string) => (/^((zh|am)\.html|index\.html)$/.test(file) ? { kb: 40, elements: 1700 } : { kb: 24, elements: 800 });

  it('is at most 40 KB gzip for a home page and 24 KB for any other', () => {
    const heavy = pageFiles().flatMap((file) => {
      const kb = gzipSize(readFileSync(join(distDir, file))) / KB;
      return kb > budget(file).kb ? [`${file}: ${kb.toFixed(1)} KB`] : [];
    });
    expect(heavy).toEqual([]);
  });

  it('builds at most 1,700 elements for a home page and 800 for any other', () => {
    const large = pageFiles().flatMap((file) => {
      const elements = elementCount(readFileSync(join(distDir, file), 'utf8'));
      return elements > budget(file).elements ? [`${file}: ${elements} elements`] : [];
    });
    expect(large).toEqual([]);
    expect(elementCount(readFileSync(join(distDir, 'index.html'), 'utf8'))).toBeGreaterThan(500);
  });
});
