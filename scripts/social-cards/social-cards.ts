import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori from 'satori';
import { CARD_BUDGET_BYTES, CARD_HEIGHT, CARD_WIDTH } from './card-constants';
import { cardFonts, type CardFont } from './card-fonts';
import { cardElement, logoDataUrl, type CardText } from './card-layout';

/** One page's card: where it goes in the site (`/social-cards/…png`) and what it says. */
export interface SocialCard {
  path: string;
  text: CardText;
}

export interface SocialCardsSummary {
  cards: number;
  largestBytes: number;
  totalBytes: number;
  seconds: number;
}

/**
 * One card as a PNG: satori lays it out and turns its text into outlines with the fonts of each
 * script, resvg rasterizes it. Satori leaves out a letter none of the fonts has and asks for more
 * (`loadAdditionalAsset`): that stops the build, naming the letters, rather than sharing a card with
 * a hole in its title.
 */
export async function drawCard(text: CardText, fonts: CardFont[], logo: string): Promise<Buffer> {
  const undrawn: string[] = [];
  const svg = await satori(cardElement(text, logo) as unknown as ReactNode, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
    loadAdditionalAsset: (_language, letters) => {
      undrawn.push(letters);
      return Promise.resolve([]);
    },
  });
  if (undrawn.length > 0) throw new Error(`No font of the social cards draws “${undrawn.join('')}” (in “${text.title}”)`);
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * Draws every page's Open Graph image at build time, 1200×630 PNG, in Noto Sans, Noto Sans CJK SC
 * and Noto Sans Ethiopic. A card heavier than the budget stops the build, naming it.
 */
export async function writeSocialCards(root: string, distDir: string, cards: SocialCard[]): Promise<SocialCardsSummary> {
  const started = performance.now();
  const fonts = await cardFonts(root, cards.map(({ text }) => [text.brand, text.host, text.group, text.title].join('')).join(''));
  const logo = logoDataUrl(await readFile(join(root, 'public/logo.svg'), 'utf8'));
  const tooHeavy: string[] = [];
  let largestBytes = 0;
  let totalBytes = 0;
  for (const card of cards) {
    const png = await drawCard(card.text, fonts, logo);
    if (png.length > CARD_BUDGET_BYTES) tooHeavy.push(`${card.path}: ${(png.length / 1024).toFixed(1)} KB`);
    largestBytes = Math.max(largestBytes, png.length);
    totalBytes += png.length;
    const file = join(distDir, card.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, png);
  }
  if (tooHeavy.length > 0) {
    throw new Error(`Social cards over their budget of ${CARD_BUDGET_BYTES / 1024} KB:\n  ${tooHeavy.join('\n  ')}`);
  }
  return { cards: cards.length, largestBytes, totalBytes, seconds: (performance.now() - started) / 1000 };
}
