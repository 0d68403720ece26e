import { describe, expect, it } from 'vitest';
import { firstDifference, isCompared, withoutAssetNames } from '../../scripts/content/compare-builds';

describe('comparing two builds (scripts/content/compare-builds.ts)', () => {
  it('leaves out the name and hash of every built asset, whatever its name holds', () => {
    expect(withoutAssetNames('<script src="/assets/top-up-and-bill-payments.en-OHLy8jHw.js"></script>')).toBe(
      '<script src="/assets/[asset].js"></script>',
    );
    expect(withoutAssetNames("url(/zh/assets/3d-secure.zh-CCUZMEnD.js) '/am/assets/style-8Vsl-zJA.css'")).toBe(
      "url(/zh/assets/[asset].js) '/am/assets/[asset].css'",
    );
  });

  it('so two builds that differ only in hashes read the same', () => {
    const before = '<link rel="preload" href="/assets/softpos-BX2zd3iD.js">';
    const after = '<link rel="preload" href="/assets/softpos.en-2OLji0Bd.js">';
    expect(withoutAssetNames(before)).toBe(withoutAssetNames(after));
  });

  it('reads a list of preloaded chunks as one placeholder, however the bundler split them', () => {
    expect(withoutAssetNames('<script data-entry="/assets/index-DkysBgJL.js" data-preload="/assets/a-12345678.js /assets/b-abcdefgh.js">')).toBe(
      '<script data-entry="/assets/[asset].js" data-preload="[assets]">',
    );
  });

  it('keeps what is not a hashed asset: words, page links, public files', () => {
    const text = '<a href="/services/acquiring-services/softpos">SoftPOS</a><img src="/logo.svg"><a href="/use-cases/case-studies">x</a>';
    expect(withoutAssetNames(text)).toBe(text);
  });

  it('reads the files a visitor gets: pages, sitemaps, robots, manifests and host rules', () => {
    expect(['index.html', 'zh/404.html', 'sitemap.xml', 'robots.txt', 'zh/manifest.webmanifest', '_headers', '_redirects'].filter(isCompared)).toHaveLength(7);
    expect(['assets/softpos-BX2zd3iD.js', 'logo.svg', 'social-cards/index.png', 'sw.js'].filter(isCompared)).toEqual([]);
  });

  it('names the first line and column where two texts differ, and nothing when they are the same', () => {
    expect(firstDifference('a\nb', 'a\nb')).toBeUndefined();
    expect(firstDifference('<p>one</p>\n<p>two</p>', '<p>one</p>\n<p>too</p>')).toBe('line 2, column 5:\n    A: "<p>two</p>"\n    B: "<p>too</p>"');
  });
});
