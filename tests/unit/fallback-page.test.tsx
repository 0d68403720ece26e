import { act } from 'react';
import { hydrateRoot, type HydrationOptions } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageMeta, ServicePage } from '../../src/content/types';
import { ServiceTemplate } from '../../src/templates/ServiceTemplate';

/** A service page whose translation is not published: the build gives it its English content. */
const page: ServicePage = {
  template: 'service',
  title: 'Open Finance',
  description: 'Consent-based data sharing across banks, wallets and insurers, with one API for account aggregation and payments.',
  icon: 'i-lucide-share-2',
  intro: 'Let customers share their financial data safely with the services they choose.',
  features: { title: 'Features', items: ['Consent management'] },
  benefits: { title: 'Benefits', items: ['New products from shared data'] },
};

vi.mock('../../src/router/route-data', () => ({ useRouteData: () => ({ page, Template: ServiceTemplate }) }));
// The Chinese build, where the page is not translated yet.
vi.mock('../../src/i18n/locale', () => ({ locale: 'zh' }));

const { PageRoute } = await import('../../src/router/PageRoute');
const { words } = await import('../../src/i18n/words');

const meta = (fallback: boolean): PageMeta => ({ path: '/services/value-added-services/open-finance', ...(fallback && { fallback: true as const }) });

/** The page as the prerenderer writes it. */
function prerendered(pageMeta: PageMeta): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = renderToString(
    <MemoryRouter initialEntries={[pageMeta.path]}>
      <PageRoute meta={pageMeta} />
    </MemoryRouter>,
  );
  document.body.replaceChildren(main);
  return main;
}

/** The app taking over that page, as the browser's entry does. */
async function hydrate(main: HTMLElement, pageMeta: PageMeta, options?: HydrationOptions): Promise<void> {
  await act(async () => {
    hydrateRoot(
      main,
      <MemoryRouter initialEntries={[pageMeta.path]}>
        <PageRoute meta={pageMeta} />
      </MemoryRouter>,
      options,
    );
  });
}

afterEach(() => document.body.replaceChildren());

describe('a page shown in English in another language', () => {
  it('puts the template’s content inside lang="en", after a note in the build’s language, in the prerendered HTML', () => {
    const main = prerendered(meta(true));
    const note = main.querySelector('[role="note"]')!;
    const english = main.querySelector('[lang="en"]')!;
    expect(note.textContent).toBe(words.untranslated);
    expect(note.closest('[lang]')).toBeNull();
    expect(note.compareDocumentPosition(english) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(english.querySelector('h1')?.textContent).toBe('Open Finance');
    expect(main.querySelectorAll('h1')).toHaveLength(1);
    expect([...main.children].filter((child) => child !== note && child !== english)).toEqual([]);
  });

  it('hydrates as prerendered, note and all, without an error', async () => {
    const main = prerendered(meta(true));
    const before = main.innerHTML;
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await hydrate(main, meta(true), { onRecoverableError: recoverable });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(main.innerHTML).toBe(before);
    errors.mockRestore();
  });

  it('keeps naming the English page as canonical once the app has started, as the prerendered head does', async () => {
    const { canonicalUrl } = await import('../../src/content/head');
    const english = canonicalUrl(meta(true).path, 'en');
    expect(english).not.toBe(canonicalUrl(meta(true).path));
    document.head.innerHTML = `<link rel="canonical" href="${english}" /><meta property="og:url" content="${english}" />`;
    const main = prerendered(meta(true));
    await hydrate(main, meta(true));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(english);
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(english);
  });

  it('leaves a published page as it was: no note, no language of its own', () => {
    const main = prerendered(meta(false));
    expect(main.querySelector('[role="note"]')).toBeNull();
    expect(main.querySelector('[lang]')).toBeNull();
    expect(main.firstElementChild?.tagName).toBe('ARTICLE');
  });
});
