import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgDataUrl, withIconsInline } from '../../scripts/prerender/icon-links';

const root = join(import.meta.dirname, '../..');
const shell = readFileSync(join(root, 'index.html'), 'utf8').replace('<!--app-head-->', '<link rel="manifest" href="/manifest.webmanifest">\n    <!--app-head-->');
const logo = readFileSync(join(root, 'public/logo.svg'), 'utf8');

describe('the icon links a prerendered page carries', () => {
  it('hold the logo itself as the SVG favicon, so the browser asks for no icon once the page has loaded', () => {
    const head = withIconsInline(shell, logo);
    expect(head).not.toContain('href="/logo.svg"');
    const href = /<link rel="icon" href="([^"]+)" sizes="any" type="image\/svg\+xml" \/>/.exec(head)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(logo.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ').replace(/"/g, "'"));
  });

  it('leave the web manifest to the app, and keep the ICO favicon and the touch icon', () => {
    const head = withIconsInline(shell, logo);
    expect(head).not.toContain('rel="manifest"');
    expect(head).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48" />');
    expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png" />');
  });

  it('refuse a shell whose SVG favicon link is not the one they replace', () => {
    expect(() => withIconsInline(shell.replace('/logo.svg', '/icon.svg'), logo)).toThrow(/logo\.svg/);
  });

  it('encode what would end the attribute or start a URL fragment', () => {
    expect(svgDataUrl('<svg a="1"><path d="#x"/></svg>')).toBe("data:image/svg+xml,%3Csvg a='1'%3E%3Cpath d='%23x'/%3E%3C/svg%3E");
  });
});
