import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import subsetFont from 'subset-font';
import { assetsDirOf } from '../../src/shared/precache-locales';
import { afterCharset } from './html';

const SOURCE = 'node_modules/@fontsource-variable/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-wght-normal.woff2';
const FAMILY = 'Tana Ethiopic';
/** The Ethiopic blocks: the font serves these letters, the system font the rest (Latin, digits). */
const UNICODE_RANGE = 'U+1200-139F,U+2D80-2DDF,U+AB00-AB2F';

async function filesUnder(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && pattern.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

export interface FontSummary {
  glyphs: number;
  bytes: number;
}

/**
 * Amharic pages set their Ethiopic text in Noto Sans Ethiopic (many devices have no Ethiopic font):
 * the regular instance of its variable font, subset to the letters the Amharic pages and scripts use,
 * self-hosted under `am/assets/`, preloaded and declared in the head of the Amharic pages alone,
 * shown with `font-display: swap` so text never waits for it. The preload is the first thing the
 * head asks for, ahead of the inline stylesheet and scripts, so the font is in before the page's
 * first layout (forced as its parsing ends) as often as can be: that layout costs a fresh renderer
 * 20-30 ms with the font and 50-150 ms without it, each Ethiopic letter then looked up among the
 * system's fonts (2-core VM, one fresh browser per load; 3-7 ms in a warm browser either way), a
 * long task on Lighthouse's phone. One static weight, its bold synthesised by the browser: the text
 * cannot paint before the font arrives, and on Lighthouse's phone each 21 KB file it waits for
 * costs about 200 ms of the largest paint (the variable font, or a regular and a bold file, weigh
 * 42 KB); a static instance is also laid out faster than the variable one.
 */
export async function addEthiopicFont(root: string, distDir: string): Promise<FontSummary> {
  const pages = [join(distDir, 'am.html'), ...(await filesUnder(join(distDir, 'am'), /\.html$/))];
  const scripts = await filesUnder(join(distDir, assetsDirOf('am')), /\.js$/);
  let text = '';
  for (const file of [...pages, ...scripts]) text += await readFile(file, 'utf8');
  const letters = [...new Set(text.match(/\p{Script=Ethiopic}/gu) ?? [])];
  const font = await subsetFont(await readFile(join(root, SOURCE)), letters.join(''), {
    targetFormat: 'woff2',
    variationAxes: { wght: 400 },
  });
  const name = `${assetsDirOf('am')}/noto-sans-ethiopic-${createHash('sha256').update(font).digest('base64url').slice(0, 8)}.woff2`;
  await mkdir(join(distDir, assetsDirOf('am')), { recursive: true });
  await writeFile(join(distDir, name), font);

  const head =
    `<link rel="preload" href="/${name}" as="font" type="font/woff2" crossorigin />\n    ` +
    `<style>@font-face{font-family:"${FAMILY}";src:url(/${name}) format("woff2");font-weight:400;font-display:swap;unicode-range:${UNICODE_RANGE}}` +
    `:root:lang(am){--font-sans:"${FAMILY}",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}</style>`;
  for (const page of pages) {
    const html = await readFile(page, 'utf8');
    if (!html.includes('<html lang="am"')) throw new Error(`${relative(distDir, page)} is not an Amharic page`);
    await writeFile(page, afterCharset(html, head, `the Ethiopic font (${relative(distDir, page)})`));
  }
  return { glyphs: letters.length, bytes: font.length };
}
