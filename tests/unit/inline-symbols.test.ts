import { describe, expect, it } from 'vitest';
import { inlineSymbols } from '../../scripts/prerender/inline-symbols';

const wallet = '<symbol id="symbol-wallet" viewBox="0 0 24 24"><path d="M1 1"/></symbol>';
const card = '<symbol id="symbol-card" viewBox="0 0 24 24"><path d="M2 2"/></symbol>';
const bell = '<symbol id="symbol-bell" viewBox="0 0 24 24"><path d="M3 3"/></symbol>';
const wifiOff = '<symbol id="symbol-wifi-off" viewBox="0 0 24 24"><path d="M4 4"/></symbol>';
const circleCheck = '<symbol id="symbol-circle-check" viewBox="0 0 24 24"><path d="M5 5"/></symbol>';
const download = '<symbol id="symbol-download" viewBox="0 0 24 24"><path d="M6 6"/></symbol>';
const symbols = new Map([
  ['symbol-wallet', wallet],
  ['symbol-card', card],
  ['symbol-bell', bell],
  ['symbol-wifi-off', wifiOff],
  ['symbol-circle-check', circleCheck],
  ['symbol-download', download],
]);
/** What the app may show on any page: the offline badge, 'Ready to work offline', the install button. */
const onEveryPage = [circleCheck, download, wifiOff];

const page = (uses: string[]) =>
  `<html><head></head><body class="x"><div id="root"><main>${uses.map((id) => `<svg><use href="#${id}"></use></svg>`).join('')}</main></div></body></html>`;

describe('the symbols a prerendered page carries', () => {
  const carried = (html: string) => html.match(/<svg class="page-symbols" aria-hidden="true" focusable="false">([\s\S]*?)<\/svg>/)?.[1];

  it('are the ones its <use>s draw, each once, and those the app shows on any page, in a hidden <svg> that opens the body, before the app’s root', () => {
    const html = inlineSymbols(page(['symbol-wallet', 'symbol-card', 'symbol-wallet']), symbols, '/');
    expect(carried(html)).toBe(card + onEveryPage[0] + onEveryPage[1] + wallet + onEveryPage[2]);
    expect(html.indexOf('<body class="x">')).toBeLessThan(html.indexOf('page-symbols'));
    expect(html.indexOf('page-symbols')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('are those the app shows on any page alone, on a page that draws nothing: the sprite file may be out of reach, and costs a long task to parse', () => {
    expect(carried(inlineSymbols(page([]), symbols, '/auth'))).toBe(onEveryPage.join(''));
  });

  it('fail the build when a page draws a symbol the sprite lacks, naming the page and the symbol', () => {
    expect(() => inlineSymbols(page(['symbol-wallet', 'symbol-rocket']), symbols, '/zh/use-cases')).toThrow('/zh/use-cases draws symbol-rocket, which the sprite lacks');
  });
});
