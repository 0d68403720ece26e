/**
 * Screenshots of the built site for review: the home page and one page of every template, at phone
 * and desktop width, in the light and the dark theme, in each language. A reviewer compares two sets
 * (say, before and after a change) without running the site.
 *
 *   npm run build && npx tsx scripts/screenshots.ts --set after [--lang en] [--path /use-cases/e-wallet [--only]] [--png]
 *
 * Writes build/screenshots/<set>/<lang>/<page>-<phone|desktop>-<light|dark>.jpg (whole pages, JPEG)
 * and build/screenshots/<set>/README.md, a gallery of them. Made on demand, never committed.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './local/browser-path';
import { locales, type Locale } from '../src/shared/locales';
import { pathIn } from '../src/shared/site-paths';
import { root } from './local/stack';
import { loadServerEntry } from './prerender/server-bundle';
import { servePages } from './serve/pages-dev';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'current' },
    dir: { type: 'string', default: process.env.DIST_DIR ?? 'dist' },
    lang: { type: 'string', multiple: true },
    path: { type: 'string', multiple: true },
    // Only the pages given with --path (a set that shows one change, without the usual pages).
    only: { type: 'boolean', default: false },
    // PNG instead of JPEG: lossless, for looking closely (and for viewers that read only PNG).
    png: { type: 'boolean', default: false },
  },
});

const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const themes = ['light', 'dark'] as const;
const distDir = resolve(root, values.dir);
const outDir = resolve(root, 'build/screenshots', values.set);
const format = values.png ? 'png' : 'jpeg';

/** The home page, then one page of each other template (the registry's first), then any asked for. */
async function pagesToShoot(): Promise<string[]> {
  if (values.only) return values.path ?? [];
  const { pages } = await loadServerEntry(root, distDir);
  const firstOfTemplate = new Map(pages.map((page): [string, string] => [page.template, page.path]).reverse());
  return [...new Set(['/', ...firstOfTemplate.values(), ...(values.path ?? [])])];
}

/** `/use-cases/e-wallet` → `use-cases-e-wallet`, `/` → `home`. */
const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

const languages = (values.lang ?? locales).filter((lang): lang is Locale => (locales as readonly string[]).includes(lang));
const paths = await pagesToShoot();
const server = await servePages(distDir, 'any');
const siteUrl = server.url;
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const gallery: string[] = [`# Screenshots: ${values.set}`, '', 'Written by `scripts/screenshots.ts` from a build of the site.', ''];
await rm(outDir, { recursive: true, force: true });
try {
  for (const lang of languages) {
    await mkdir(resolve(outDir, lang), { recursive: true });
    gallery.push(`## ${lang}`, '');
    for (const path of paths) {
      gallery.push(`### ${pathIn(lang, path)}`, '', '| | light | dark |', '|---|---|---|');
      for (const [width, viewport] of Object.entries(widths)) {
        const cells: string[] = [];
        for (const theme of themes) {
          // bypassCSP: for the style below, which the pages' policy would refuse.
          const context = await browser.newContext({ viewport, colorScheme: theme, reducedMotion: 'reduce', serviceWorkers: 'block', bypassCSP: true });
          const page = await context.newPage();
          // A returning visitor of the session: the page itself, not the intro over it.
          await page.addInitScript(() => sessionStorage.setItem('hasSeenIntro', 'true'));
          await page.goto(`${siteUrl}${pathIn(lang, path)}`, { waitUntil: 'networkidle' });
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          // What the browser draws only near the screen (content-visibility: auto) is drawn at once for
          // the full-page capture, as a visitor scrolling down sees it.
          await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
          const file = `${lang}/${slug(path)}-${width}-${theme}.${values.png ? 'png' : 'jpg'}`;
          await page.screenshot({ path: resolve(outDir, file), fullPage: true, type: format, ...(values.png ? {} : { quality: 60 }) });
          await context.close();
          cells.push(`<img src="${file}" width="${width === 'phone' ? 160 : 360}" alt="${pathIn(lang, path)}, ${width}, ${theme}">`);
        }
        gallery.push(`| ${width} | ${cells.join(' | ')} |`);
      }
      gallery.push('');
      console.log(`${pathIn(lang, path)}: 4 screenshots`);
    }
  }
  await writeFile(resolve(outDir, 'README.md'), `${gallery.join('\n')}\n`);
  console.log(`Wrote ${resolve(outDir, 'README.md')}`);
} finally {
  await browser.close();
  await server.stop();
}
