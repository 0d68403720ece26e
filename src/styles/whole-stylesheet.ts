import { STYLESHEET_FAILED, WHOLE_STYLESHEET } from '../before-hydration/contract';

const wholeStylesheetLinks = (doc: Document) => doc.querySelectorAll<HTMLLinkElement>(`link[${WHOLE_STYLESHEET}]`);

/**
 * Resolves once the site's whole stylesheet, which the loader asked for as it started the app, has
 * loaded, or once it failed to load: the page's own rules still show it, and the loader asks again
 * when the connection returns. A prerendered page carries only the rules its HTML uses; what the
 * app draws later (a menu, a dialog, another page) needs the rest. Resolves at once where the loader
 * added none (the dev server's styles come with its modules).
 */
export function wholeStylesheetLoaded(doc: Document = document): Promise<void> {
  const link = wholeStylesheetLinks(doc)[0];
  if (!link || link.sheet || link.getAttribute(WHOLE_STYLESHEET) === STYLESHEET_FAILED) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Whether the page changed in a way its own rules may not cover: an element added, or classes changed. */
const needsMoreRules = (record: MutationRecord) =>
  record.type === 'attributes' || [...record.addedNodes].some((node) => node.nodeType === Node.ELEMENT_NODE);

/**
 * Switches the whole stylesheet on (the loader links it dormant) the first time an element is added
 * to the page or an element's classes change: a menu, a dialog, a message, another page. Until then
 * the page is its prerendered HTML, give or take text and attributes, which its own rules style;
 * matching the whole sheet against it was one long task of style recalculation as the app started
 * (docs/decisions/0016-page-cut-of-the-stylesheet.md). The observer's callback runs before the next
 * frame is painted, so what the app draws is never shown without its rules.
 */
export function wholeStylesheetOnFirstChange(doc: Document = document): void {
  if (wholeStylesheetLinks(doc).length === 0) return;
  const observer = new MutationObserver((records) => {
    if (!records.some(needsMoreRules)) return;
    observer.disconnect();
    wholeStylesheetLinks(doc).forEach((link) => (link.media = 'all'));
  });
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
}
