import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deploymentDrawing, ledgerDrawing } from '../../src/templates/home/diagram-drawings';
import { withDrawings } from '../../scripts/vite/content-icons';
import { HOME_DRAWINGS_SOURCE } from '../../src/templates/home/drawing';

/** The file's markup, without its comments. */
const source = readFileSync(resolve(import.meta.dirname, '../..', HOME_DRAWINGS_SOURCE), 'utf8');
const file = source.replace(/<!--[\s\S]*?-->/g, '');
const symbols = new Map([...file.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)"/g)].map(([, id, viewBox]) => [id!, viewBox!]));

/**
 * src/templates/home/drawings.svg holds the shapes of the home page's illustrations and diagrams, which
 * the build adds to the icons' sprite; the page draws them with <use> and writes their words itself. The file must draw the same under the site's
 * Content-Security-Policy in every browser, in both themes, offline, and stay small.
 */
describe('the home page’s drawings', () => {
  it('are symbols with a view box of their own, among them the diagrams the technology section draws', () => {
    expect(symbols.size).toBeGreaterThan(8);
    for (const drawing of [ledgerDrawing, deploymentDrawing]) {
      expect(symbols.get(drawing.symbol), drawing.symbol).toBe(`0 0 ${drawing.width} ${drawing.height}`);
    }
  });

  it('take their colours from the page: no style sheet, style attribute or custom property of their own, and no script', () => {
    expect(file).not.toMatch(/<style|style=|var\(|<script|on[a-z]+=/i);
    // The theme's colours arrive as currentColor and the inherited fill and stroke; a fixed colour is
    // only for what looks the same in any theme (a QR code, keys, a highlight).
    const fixed = new Set([...file.matchAll(/(?:fill|stroke)="(#[0-9a-f]{3,6})"/gi)].map(([, colour]) => colour!.toLowerCase()));
    expect([...fixed].sort()).toEqual(['#000', '#0f172a', '#22c55e', '#ef4444', '#f59e0b', '#fff']);
  });

  it('need nothing from elsewhere: no link to another file or site', () => {
    expect(file).not.toMatch(/href="(?!#)|url\(|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('weigh little: under 5 KB compressed', () => {
    expect(gzipSync(file, { level: 9 }).length).toBeLessThan(5 * 1024);
  });
});

describe('the sprite the drawings are served in', () => {
  const sprite = '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="wallet" viewBox="0 0 24 24"><path d="M1 1"/></symbol></svg>';

  it('keeps the icons and adds every drawing, without the file’s comments', () => {
    const merged = withDrawings(sprite, source, HOME_DRAWINGS_SOURCE);
    expect(merged).toContain('<symbol id="wallet"');
    for (const id of symbols.keys()) expect(merged).toContain(`<symbol id="${id}"`);
    expect(merged).not.toContain('<!--');
    expect(merged).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>$/);
  });

  it('fails the build, naming it, when a drawing is named like an icon', () => {
    const clash = sprite.replace('id="wallet"', `id="${[...symbols.keys()][0]}"`);
    expect(() => withDrawings(clash, source, HOME_DRAWINGS_SOURCE)).toThrow(/already name icons of the sprite/);
  });
});
