import { describe, expect, it } from 'vitest';
import { findPage } from '../../src/content/registry';
import { popularPaths } from '../../src/content/search';
import { excerptParts } from '../../src/search/excerpt';
import { answersQuery } from '../../src/search/relevance';
import { menuLabels, resultGroup } from '../../src/search/result-group';
import { isSearchShortcut } from '../../src/search/search-shortcuts';
import { correctSpelling, editDistance, vocabularyOf } from '../../src/search/spelling';

describe('a result excerpt', () => {
  it('is text with the matches marked, so no markup of a page or a query can run', () => {
    expect(excerptParts('Accept cards on a phone with <mark>SoftPOS</mark> &lt;img src=x onerror=alert(1)&gt; now')).toEqual([
      { text: 'Accept cards on a phone with ', marked: false },
      { text: 'SoftPOS', marked: true },
      { text: ' <img src=x onerror=alert(1)> now', marked: false },
    ]);
  });

  it('keeps several matches apart', () => {
    expect(excerptParts('<mark>3D</mark> <mark>Secure</mark>').filter((part) => part.marked).map((part) => part.text)).toEqual([
      '3D',
      'Secure',
    ]);
  });
});

describe('spelling', () => {
  const vocabulary = vocabularyOf(menuLabels());

  it('knows the words of the menus', () => {
    expect(vocabulary).toEqual(expect.arrayContaining(['softpos', '3d', 'secure', 'loyalty', 'bnpl']));
  });

  it('counts a missing letter or two swapped letters as one slip', () => {
    expect(editDistance('sofpos', 'softpos')).toBe(1);
    expect(editDistance('loaylty', 'loyalty')).toBe(1);
    expect(editDistance('softpos', 'softpos')).toBe(0);
  });

  it('corrects a misspelt product to the nearest known word', () => {
    expect(correctSpelling('sofpos', vocabulary)).toBe('softpos');
    expect(correctSpelling('Loyalti rewards', vocabulary)).toBe('loyalty rewards');
  });

  it('leaves short words and words far from any known one as they are', () => {
    expect(correctSpelling('kyc', vocabulary)).toBe('kyc');
    expect(correctSpelling('zzzzzzzz', vocabulary)).toBe('zzzzzzzz');
  });
});

describe('result groups', () => {
  it('name the menu a page is in, else the part of the site its path is in', () => {
    expect(resultGroup('/services/acquiring-services/softpos')).toBe('Acquiring Services');
    expect(resultGroup('/use-cases/e-wallet')).toBe('Use Cases');
    expect(resultGroup('/documents/e-wallet-whitepaper')).toBe('Documents');
    expect(resultGroup('/')).toBe('Home');
  });
});

describe('popular pages, offered when a search finds nothing', () => {
  it.each(popularPaths)('%s is a page of a menu', (path) => {
    expect(findPage(path)?.menu).toBeDefined();
  });
});

describe('the search shortcuts', () => {
  const key = (init: KeyboardEventInit, target?: HTMLElement) => {
    const event = new KeyboardEvent('keydown', init);
    if (target) Object.defineProperty(event, 'target', { value: target });
    return event;
  };

  it('are / outside a field, and Ctrl+K or ⌘K anywhere', () => {
    expect(isSearchShortcut(key({ key: '/' }, document.body))).toBe(true);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }, document.createElement('input')))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
  });

  it('leave a / typed into a field, and other keys, alone', () => {
    expect(isSearchShortcut(key({ key: '/' }, document.createElement('input')))).toBe(false);
    expect(isSearchShortcut(key({ key: '/' }, document.createElement('textarea')))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});

describe('whether results answer a query', () => {
  const excerpt = (...marked: string[]) => marked.map((text) => ({ text, marked: true }));

  it('yes when a word of it is marked as typed or as a form of it', () => {
    expect(answersQuery([excerpt('KYC')], 'kyc')).toBe(true);
    expect(answersQuery([excerpt('Security')], 'secure')).toBe(true);
    expect(answersQuery([excerpt('E-Wallet.')], 'ewallet')).toBe(true);
  });

  it('no when only a loose match of a misspelt word is marked', () => {
    expect(answersQuery([excerpt('so'), excerpt('so')], 'sofpos')).toBe(false);
    expect(answersQuery([], 'qwxzv')).toBe(false);
  });
});
