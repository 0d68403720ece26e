import { useEffect } from 'react';
import { canonicalUrl, documentTitle } from '../content/head';
import type { PageMeta, PageSummary } from '../content/types';
import { sourceLocale } from '../shared/locales';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

type HeadFields = Pick<PageSummary, 'path' | 'title' | 'seoTitle'> & Pick<PageMeta, 'fallback'> & { description: string };

/**
 * Keeps the head in step after client-side navigation. The prerendered HTML already carries the
 * right tags, so on first load this writes the same values again. A page shown in English where it
 * is not translated yet names the English page as canonical, as its prerendered head does.
 */
export function useDocumentHead({ path, title, seoTitle, description, fallback }: HeadFields) {
  useEffect(() => {
    const canonical = canonicalUrl(path, fallback ? sourceLocale : undefined);
    const fullTitle = documentTitle({ path, title, seoTitle });
    document.title = fullTitle;
    setMeta('meta[name="description"]', 'content', description);
    setMeta('link[rel="canonical"]', 'href', canonical);
    setMeta('meta[property="og:title"]', 'content', fullTitle);
    setMeta('meta[property="og:description"]', 'content', description);
    setMeta('meta[property="og:url"]', 'content', canonical);
  }, [path, title, seoTitle, description, fallback]);
}
