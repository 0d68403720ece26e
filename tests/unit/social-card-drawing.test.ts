// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_BUDGET_BYTES, CARD_HEIGHT, CARD_WIDTH } from '../../scripts/social-cards/card-constants';
import { cardFonts, type CardFont } from '../../scripts/social-cards/card-fonts';
import { logoDataUrl } from '../../scripts/social-cards/card-layout';
import { drawCard } from '../../scripts/social-cards/social-cards';

const root = join(import.meta.dirname, '../..');
const logo = logoDataUrl(readFileSync(join(root, 'public/logo.svg'), 'utf8'));
const brand = { brand: 'Tana Fintech', host: 'tanafintech.com' };
const titles = { en: 'SoftPOS', zh: '本地存储说明', am: 'የክፍያ መቀበያ አገልግሎቶች' };
let fonts: CardFont[];

beforeAll(async () => {
  // The build cuts the fonts to the cards' letters; here, to these titles' and one Devanagari letter none of them has.
  fonts = await cardFonts(root, Object.values(titles).join('') + brand.brand + brand.host + 'क');
});

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('a social card', () => {
  it('draws Latin, Han and Ethiopic titles: a 1200×630 PNG within its budget', async () => {
    for (const [lang, title] of Object.entries(titles)) {
      const png = await drawCard({ title, group: title, lang, ...brand }, fonts, logo);
      expect(png.toString('latin1', 1, 4)).toBe('PNG');
      expect(pngSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
      expect(png.length).toBeLessThanOrEqual(CARD_BUDGET_BYTES);
    }
  });

  it('stops the build on a letter no font has, rather than drawing the title without it', async () => {
    await expect(drawCard({ title: 'Tana क', lang: 'en', ...brand }, fonts, logo)).rejects.toThrow('No font of the social cards draws “क” (in “Tana क”)');
  });
});
