import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPrecacheList } from '../../scripts/pwa/inject-precache';
import { CARD_BUDGET_BYTES, CARD_HEIGHT, CARD_WIDTH } from '../../scripts/social-cards/card-constants';
import { builtPages, type BuiltPage } from './built-pages';
import { distDir } from './built-site';

/** Each page's own Open Graph image: a PNG of the site, 1200×630, within its budget, described, never precached. */
let pages: BuiltPage[];

beforeAll(async () => {
  pages = await builtPages();
});

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** A PNG's width and height, from its header. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  if (bytes.toString('latin1', 1, 4) !== 'PNG') throw new Error(`${file} is not a PNG`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the social card of every page', () => {
  it('is an image of its own, a PNG of the site 1200×630 within its budget, shown large and described', () => {
    const problems: string[] = [];
    const images = new Set<string>();
    for (const { url, html, entry } of pages) {
      const image = meta(html, 'og:image') ?? '';
      images.add(image);
      if (!image.startsWith(`${entry.siteOrigin}/social-cards/`)) {
        problems.push(`${url}: og:image ${image}`);
        continue;
      }
      const file = join(distDir, new URL(image).pathname);
      const size = pngSize(file);
      if (size.width !== CARD_WIDTH || size.height !== CARD_HEIGHT) problems.push(`${url}: ${size.width}×${size.height}`);
      if (statSync(file).size > CARD_BUDGET_BYTES) problems.push(`${url}: ${statSync(file).size} bytes`);
      if (meta(html, 'og:image:width') !== String(CARD_WIDTH) || meta(html, 'og:image:height') !== String(CARD_HEIGHT)) problems.push(`${url}: og:image size`);
      if (meta(html, 'twitter:card') !== 'summary_large_image') problems.push(`${url}: twitter:card`);
      if (meta(html, 'twitter:image') !== image) problems.push(`${url}: twitter:image`);
      const alt = meta(html, 'og:image:alt') ?? '';
      if (!alt.includes(entry.site.name) || meta(html, 'twitter:image:alt') !== alt) problems.push(`${url}: image alt “${alt}”`);
    }
    expect(problems).toEqual([]);
    expect(images.size).toBe(pages.length);
  });

  it('names the page’s title in its description of the image', () => {
    const untitled = pages
      .filter(({ page }) => page.path !== '/')
      .filter(({ html, page }) => !(meta(html, 'og:image:alt') ?? '').includes(page.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;')))
      .map(({ url }) => url);
    expect(untitled).toEqual([]);
  });

  it('is left out of the service worker’s precache: link previews are for other apps', async () => {
    const precached = (await readPrecacheList(distDir)).map(({ url }) => url);
    expect(precached.length).toBeGreaterThan(100);
    expect(precached.filter((url) => url.includes('social-cards'))).toEqual([]);
  });
});
