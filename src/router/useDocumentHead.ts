import { useEffect } from 'react';
import { canonicalUrl, documentTitle } from '../content/head';
import type { PageSummary } from '../content/types';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

type HeadFields = Pick<PageSummary, 'path' | 'title' | 'seoTitle'> & { description: string };

/**
 * Keeps the head in step after client-side navigation. The prerendered HTML already carries the
 * right tags, so on first load this writes the same values again.
 */
export function useDocumentHead({ path, title, seoTitle, description }: HeadFields) {
  useEffect(() => {
    const fullTitle = documentTitle({ path, title, seoTitle });
    document.title = fullTitle;
    setMeta('meta[name="description"]', 'content', description);
    setMeta('link[rel="canonical"]', 'href', canonicalUrl(path));
    setMeta('meta[property="og:title"]', 'content', fullTitle);
    setMeta('meta[property="og:description"]', 'content', description);
    setMeta('meta[property="og:url"]', 'content', canonicalUrl(path));
  }, [path, title, seoTitle, description]);
}
