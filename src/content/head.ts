import { site } from './site';
import type { PageSummary } from './types';

/** The document title of a page: its SEO title (or title) followed by the site name. */
export function documentTitle(page: Pick<PageSummary, 'path' | 'title' | 'seoTitle'>): string {
  if (page.path === '/') return `${site.name}: ${page.seoTitle ?? page.title}`;
  return `${page.seoTitle ?? page.title} | ${site.name}`;
}

export const notFoundTitle = `Page not found | ${site.name}`;

/** The site's public origin, for canonical URLs and social cards (no trailing slash). */
export const siteOrigin: string = (import.meta.env.VITE_SITE_URL ?? 'https://www.tanafintech.com').replace(/\/+$/, '');

export function canonicalUrl(path: string): string {
  return `${siteOrigin}${path === '/' ? '/' : path}`;
}
