import { locale } from '../i18n/locale';
import { pathIn } from '../shared/site-paths';
import type { Locale } from '../shared/locales';
import { words } from '../i18n/words';
import { homeAnchors, mainContentId, mockupCaptionId } from './navigation';
import { site } from './site';
import type { PageContent, PageSummary } from './types';

/** The document title of a page: its SEO title (or title) followed by the site name. */
export function documentTitle(page: Pick<PageSummary, 'path' | 'title' | 'seoTitle'>): string {
  if (page.path === '/') return `${site.name}: ${page.seoTitle ?? page.title}`;
  return `${page.seoTitle ?? page.title} | ${site.name}`;
}

export const notFoundTitle = `${words.notFound.documentTitle} | ${site.name}`;

/** The site's public origin, for canonical URLs and social cards (no trailing slash). */
export const siteOrigin: string = (import.meta.env.VITE_SITE_URL ?? 'https://www.tanafintech.com').replace(/\/+$/, '');

/** The canonical URL of a page of this build's language (`/auth` → `https://…/zh/auth`). */
export function canonicalUrl(path: string, inLocale: Locale = locale): string {
  const url = pathIn(inLocale, path);
  return `${siteOrigin}${url === '/' ? '/' : url}`;
}

/**
 * The element whose arrival in the parsed page means its first screen is whole: the browser paints
 * nothing before it (`<link rel="expect" blocking="render">`), so the parser stopping halfway through
 * the header or the home hero never paints a half-built row that then moves. The home page's hero
 * ends where its first lower section starts; a page header's product mockup where its caption
 * starts (a drawing painted half read grew as its last rows came); any other header where main starts.
 */
export function firstScreenEnd(path: string, content?: PageContent): string {
  if (path === '/') return homeAnchors.services;
  return content && 'mockup' in content && content.mockup ? mockupCaptionId : mainContentId;
}
