import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from './built-site';

const page = (file: string) => readFileSync(join(distDir, file), 'utf8');
const FONT_LINK = /<link rel="preload" href="\/(am\/assets\/noto-sans-ethiopic-[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin \/>/g;

/**
 * Amharic pages set their letters in a self-hosted subset of Noto Sans Ethiopic: one small file,
 * preloaded by the Amharic pages alone and shown with `font-display: swap`.
 */
describe('the Ethiopic font', () => {
  it('is one file under 25 KB, preloaded and declared with swap on every Amharic page', () => {
    for (const file of ['am.html', 'am/auth.html', 'am/use-cases/e-wallet.html', 'am/404.html']) {
      const html = page(file);
      const fonts = [...html.matchAll(FONT_LINK)].map(([, url]) => url!);
      expect(fonts, file).toHaveLength(1);
      expect(statSync(join(distDir, fonts[0]!)).size).toBeLessThan(25 * 1024);
      const faces = html.match(/@font-face\{[^}]*\}/g) ?? [];
      expect(faces, file).toEqual([expect.stringContaining(`src:url(/${fonts[0]}) format("woff2")`)]);
      expect(faces[0]).toContain('font-display:swap');
    }
  });

  it('is the first thing an Amharic page asks for, before its stylesheet and scripts', () => {
    for (const file of ['am.html', 'am/services/acquiring-services/gateway-and-e-commerce.html', 'am/404.html']) {
      const head = page(file).split('</head>')[0]!;
      const preload = head.search(FONT_LINK);
      const face = head.indexOf('<style>@font-face');
      const otherStyles = [...head.matchAll(/<style[\s>]/g)].map((match) => match.index).filter((index) => index !== face);
      const scripts = [...head.matchAll(/<script[\s>]/g)].map((match) => match.index);
      expect(preload, file).toBeGreaterThan(head.indexOf('http-equiv="Content-Security-Policy"'));
      expect(face, file).toBeGreaterThan(preload);
      expect(otherStyles.length + scripts.length, file).toBeGreaterThan(0);
      for (const index of [...otherStyles, ...scripts]) expect(index, file).toBeGreaterThan(face);
    }
  });

  it('is never named by an English or Chinese page', () => {
    for (const file of ['index.html', 'auth.html', 'use-cases/e-wallet.html', 'zh.html', 'zh/use-cases/e-wallet.html']) {
      expect(page(file), file).not.toMatch(/noto-sans-ethiopic|@font-face/);
    }
  });
});
