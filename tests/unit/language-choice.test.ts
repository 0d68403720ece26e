import { describe, expect, it } from 'vitest';
import { browserLocale, offeredLocale } from '../../src/i18n/language-choice';

describe("the browser's language", () => {
  it('is the first of its languages the site has, by primary language', () => {
    expect(browserLocale(['zh-CN', 'en-US'])).toBe('zh');
    expect(browserLocale(['fr-FR', 'am-ET', 'en'])).toBe('am');
    expect(browserLocale(['en-GB', 'zh'])).toBe('en');
    expect(browserLocale(['fr', 'de'])).toBeUndefined();
  });
});

describe('the language offered on a page', () => {
  it('is Chinese or Amharic on a first visit whose browser prefers it', () => {
    expect(offeredLocale({ page: 'en', languages: ['zh-CN', 'en'] })).toBe('zh');
    expect(offeredLocale({ page: 'zh', languages: ['am-ET'] })).toBe('am');
  });

  it('is nothing when the page is already in that language, or the browser prefers English or no language of the site', () => {
    expect(offeredLocale({ page: 'zh', languages: ['zh-CN'] })).toBeNull();
    expect(offeredLocale({ page: 'zh', languages: ['en-US'] })).toBeNull();
    expect(offeredLocale({ page: 'en', languages: ['fr-FR'] })).toBeNull();
  });

  it("is the visitor's own choice over the browser's, English included", () => {
    expect(offeredLocale({ page: 'zh', chosen: 'en', languages: ['zh-CN'] })).toBe('en');
    expect(offeredLocale({ page: 'en', chosen: 'am', languages: ['zh-CN'] })).toBe('am');
    expect(offeredLocale({ page: 'am', chosen: 'am', languages: ['zh-CN'] })).toBeNull();
  });

  it('is not offered again once declined, and ignores a stored value that is no language of the site', () => {
    expect(offeredLocale({ page: 'en', languages: ['zh-CN'], declined: 'zh' })).toBeNull();
    expect(offeredLocale({ page: 'en', chosen: 'xx', languages: ['am'] })).toBe('am');
  });
});
