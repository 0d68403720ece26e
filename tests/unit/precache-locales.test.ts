import { describe, expect, it } from 'vitest';
import { localeOfFile } from '../../src/shared/precache-locales';
import { workerLanguage, workerUrl } from '../../src/shared/worker-language';
import { entriesFor } from '../../sw/precache';

describe("a site file's language", () => {
  it('is the prefix of its path for pages and scripts, English at the root', () => {
    expect(localeOfFile('zh/use-cases/bnpl.html')).toBe('zh');
    expect(localeOfFile('zh.html')).toBe('zh');
    expect(localeOfFile('zhx.html')).toBe('en');
    expect(localeOfFile('am/assets/shell-abc.js')).toBe('am');
    expect(localeOfFile('assets/shell-abc.js')).toBe('en');
    expect(localeOfFile('use-cases/bnpl.html')).toBe('en');
    expect(localeOfFile('index.html')).toBe('en');
  });

  it("is the language Pagefind named an index file for; its code and the other files are everyone's", () => {
    expect(localeOfFile('pagefind/fragment/zh-hans_1a2b3c.pf_fragment')).toBe('zh');
    expect(localeOfFile('pagefind/index/am_9f8e.pf_index')).toBe('am');
    expect(localeOfFile('pagefind/pagefind.en_b4a8.pf_meta')).toBe('en');
    expect(localeOfFile('pagefind/wasm.en.pagefind')).toBe('en');
    expect(localeOfFile('pagefind/wasm.unknown.pagefind')).toBe('shared');
    expect(localeOfFile('pagefind/pagefind.js')).toBe('shared');
    expect(localeOfFile('icons/sprite.svg')).toBe('shared');
    expect(localeOfFile('manifest.webmanifest')).toBe('shared');
  });
});

describe("the service worker's language", () => {
  it('is named in its script URL, English without one', () => {
    expect(workerUrl('am')).toBe('/sw.js?lang=am');
    expect(workerLanguage('https://site.test/sw.js?lang=zh')).toBe('zh');
    expect(workerLanguage('https://site.test/sw.js')).toBe('en');
    expect(workerLanguage('https://site.test/sw.js?lang=fr')).toBe('en');
  });

  it("stores that language's files and the shared ones only", () => {
    const entries = ['index.html', 'zh.html', 'zh/auth.html', 'assets/a.js', 'zh/assets/b.js', 'am/assets/c.js', { url: 'icons/sprite.svg', revision: '1' }];
    expect(entriesFor('zh', entries)).toEqual(['zh.html', 'zh/auth.html', 'zh/assets/b.js', { url: 'icons/sprite.svg', revision: '1' }]);
    expect(entriesFor('en', entries)).toEqual(['index.html', 'assets/a.js', { url: 'icons/sprite.svg', revision: '1' }]);
  });
});
