import { STYLESHEET_FAILED, WHOLE_STYLESHEET } from '../before-hydration/contract';

/**
 * Resolves once the site's whole stylesheet, which the loader asked for as it started the app,
 * applies, or once it failed to load: the page's own rules still show it, and the loader asks again
 * when the connection returns. A prerendered page carries only the rules its HTML uses; what the
 * app draws later (a menu, a dialog, another page) needs the rest. Resolves at once where the loader
 * added none (the dev server's styles come with its modules).
 */
export function wholeStylesheetApplied(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>(`link[${WHOLE_STYLESHEET}]`);
  if (!link || link.sheet || link.getAttribute(WHOLE_STYLESHEET) === STYLESHEET_FAILED) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
