import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { CARD_FONT_FAMILIES } from './card-constants';
import { collectionFace } from './collection-face';

export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

const FONTSOURCE = 'node_modules/@fontsource-variable/noto-sans-ethiopic/files';

/**
 * Debian's Noto Sans CJK (fonts-noto-cjk, which the site's Chinese pages rely on too): the file and
 * face of its Simplified Chinese bold, as fontconfig knows them.
 */
function simplifiedChineseBold(): { file: string; index: number } {
  let listed = '';
  try {
    listed = execFileSync('fc-list', ['-f', '%{file}\t%{index}\n', ':family=Noto Sans CJK SC:style=Bold'], { encoding: 'utf8' });
  } catch {
    // No fontconfig: said below.
  }
  const [file, index] = listed.split('\n')[0]?.split('\t') ?? [];
  if (!file) throw new Error('The social cards need Noto Sans CJK SC Bold for Chinese: apt-get install fonts-noto-cjk');
  return { file, index: Number(index ?? 0) };
}

/**
 * The fonts the cards are drawn with, each cut down to the letters the cards use (satori reads a
 * whole font for every card otherwise: the Chinese one is 17 MB). Latin and Ethiopic come from the
 * Noto Sans Ethiopic package the Amharic pages already use, as static instances of its variable font.
 */
export async function cardFonts(root: string, text: string): Promise<CardFont[]> {
  const letters = [...new Set(text)].join('');
  const latin = await readFile(join(root, FONTSOURCE, 'noto-sans-ethiopic-latin-wght-normal.woff2'));
  const ethiopic = await readFile(join(root, FONTSOURCE, 'noto-sans-ethiopic-ethiopic-wght-normal.woff2'));
  const chinese = simplifiedChineseBold();
  const chineseFace = collectionFace(await readFile(chinese.file), chinese.index);
  const instance = (font: Buffer, weight: 400 | 700) => subsetFont(font, letters, { targetFormat: 'truetype', variationAxes: { wght: weight } });
  const [family, cjkFamily, ethiopicFamily] = CARD_FONT_FAMILIES as [string, string, string];
  return [
    { name: family, data: await instance(latin, 700), weight: 700, style: 'normal' },
    { name: family, data: await instance(latin, 400), weight: 400, style: 'normal' },
    { name: cjkFamily, data: await subsetFont(chineseFace, letters, { targetFormat: 'truetype' }), weight: 700, style: 'normal' },
    { name: ethiopicFamily, data: await instance(ethiopic, 700), weight: 700, style: 'normal' },
  ];
}
