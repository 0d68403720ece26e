import { useEffect } from 'react';
import { canonicalUrl, documentTitle } from '../content/head';
import type { PageMeta } from '../content/types';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Keeps the head in step after client-side navigation. The prerendered HTML already carries the
 * right tags, so on first load this writes the same values again.
 */
export function useDocumentHead(meta: Pick<PageMeta, 'path' | 'title' | 'seoTitle' | 'description'>) {
  useEffect(() => {
    const title = documentTitle(meta);
    document.title = title;
    setMeta('meta[name="description"]', 'content', meta.description);
    setMeta('link[rel="canonical"]', 'href', canonicalUrl(meta.path));
    setMeta('meta[property="og:title"]', 'content', title);
    setMeta('meta[property="og:description"]', 'content', meta.description);
    setMeta('meta[property="og:url"]', 'content', canonicalUrl(meta.path));
  }, [meta]);
}
