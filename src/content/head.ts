import { locale } from '../i18n/locale';
import { pathIn } from '../shared/site-paths';
import type { Locale } from '../shared/locales';
import { messages } from '../i18n/messages';
import { site } from './site';
import type { PageSummary } from './types';

/** The document title of a page: its SEO title (or title) followed by the site name. */
export function documentTitle(page: Pick<PageSummary, 'path' | 'title' | 'seoTitle'>): string {
  if (page.path === '/') return `${site.name}: ${page.seoTitle ?? page.title}`;
  return `${page.seoTitle ?? page.title} | ${site.name}`;
}

export const notFoundTitle = `${messages.notFound.documentTitle} | ${site.name}`;

/** The site's public origin, for canonical URLs and social cards (no trailing slash). */
export const siteOrigin: string = (import.meta.env.VITE_SITE_URL ?? 'https://www.tanafintech.com').replace(/\/+$/, '');

/** The canonical URL of a page of this build's language (`/auth` → `https://…/zh/auth`). */
export function canonicalUrl(path: string, inLocale: Locale = locale): string {
  const url = pathIn(inLocale, path);
  return `${siteOrigin}${url === '/' ? '/' : url}`;
}
