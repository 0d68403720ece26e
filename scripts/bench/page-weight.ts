import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { localeInfo, locales } from '../../src/shared/locales';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';
import { loadServerEntry } from '../prerender/server-bundle';
import { gzipSize, initialAssetUrls } from './initial-assets';

/**
 * Prints what each prerendered page weighs before any interaction: HTML, initial JS and CSS, raw
 * and gzip (the standing targets are ≤ 80 KB JS and ≤ 15 KB CSS gzip). Run after a build:
 * `npx tsx scripts/bench/page-weight.ts [dist]`.
 */
const dist = resolve(process.argv[2] ?? 'dist');
// Every registry page in every language, as the build's SSR bundle lists them (the sitemap leaves `noindex` pages out).
const { pages } = await loadServerEntry(resolve(import.meta.dirname, '../..'), dist);
const urls = locales.flatMap((locale) => [...pages.map((page) => pathIn(locale, page.path)), `${localeInfo[locale].prefix}/404`]);
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

console.log(`${'page'.padEnd(58)}  html raw/gz      js raw/gz       css raw/gz`);
let worst = { js: 0, css: 0, jsPage: '', cssPage: '' };
for (const path of urls) {
  const html = readFileSync(join(dist, path.endsWith('/404') ? `${path.slice(1, -3)}404.html` : htmlFileForPath(path)));
  const { js, css: linked, appCss, inlineCss } = initialAssetUrls(html.toString());
  const css = [...linked, ...appCss];
  const read = (url: string) => readFileSync(join(dist, url));
  const jsRaw = js.reduce((sum, url) => sum + read(url).length, 0);
  const jsGz = js.reduce((sum, url) => sum + gzipSize(read(url)), 0);
  const cssRaw = css.reduce((sum, url) => sum + read(url).length, 0) + inlineCss.join('').length;
  const cssGz = css.reduce((sum, url) => sum + gzipSize(read(url)), 0) + gzipSize(inlineCss.join(''));
  if (jsGz > worst.js) worst = { ...worst, js: jsGz, jsPage: path };
  if (cssGz > worst.css) worst = { ...worst, css: cssGz, cssPage: path };
  console.log(
    `${path.padEnd(58)} ${kb(html.length)}/${kb(gzipSize(html))} ${kb(jsRaw)}/${kb(jsGz)} ${kb(cssRaw)}/${kb(cssGz)}`,
  );
}
console.log(`\nHeaviest initial JS: ${kb(worst.js)} KB gzip (${worst.jsPage}); heaviest CSS: ${kb(worst.css)} KB gzip (${worst.cssPage}).`);
