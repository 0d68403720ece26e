import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const WHOLE = '.flex{display:flex}.auth-form{color:blue}';

/** A fresh copy of the module: it completes the stylesheet once per page. */
const load = async () => {
  vi.resetModules();
  return import('../../src/styles/complete-stylesheet');
};

beforeEach(() => {
  document.head.innerHTML = '';
  document.adoptedStyleSheets = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('completing the stylesheet before the app shows another page', () => {
  it('on a page that inlines only its own rules, fetches the whole sheet once and adopts it after the page’s own', async () => {
    document.head.innerHTML = '<style data-site-stylesheet="/assets/style-1.css">.flex{display:flex}</style>';
    const fetch = vi.fn(async () => new Response(WHOLE));
    vi.stubGlobal('fetch', fetch);
    const { completeStylesheet } = await load();
    await Promise.all([completeStylesheet(), completeStylesheet()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/assets/style-1.css');
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect([...document.adoptedStyleSheets[0]!.cssRules].map((rule) => rule.cssText).join('')).toContain('auth-form');
  });

  it('links the sheet instead when it cannot be fetched, so the browser loads it when it can, and never rejects', async () => {
    document.head.innerHTML = '<style data-site-stylesheet="/assets/style-1.css">.flex{display:flex}</style>';
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    // The test's document loads no stylesheet: the link is caught on its way into the head.
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => undefined);
    const { completeStylesheet } = await load();
    await expect(completeStylesheet()).resolves.toBeUndefined();
    const [link] = append.mock.calls[0] as [HTMLLinkElement];
    expect([link.rel, link.getAttribute('href')]).toEqual(['stylesheet', '/assets/style-1.css']);
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('does nothing on a page that inlines the whole sheet', async () => {
    document.head.innerHTML = `<style>${WHOLE}</style>`;
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { completeStylesheet } = await load();
    await completeStylesheet();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });
});
