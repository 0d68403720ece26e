import { homeServiceGroups } from 'virtual:home-service-groups';
import { words } from '../i18n/words';
import { homeAnchors, homeHref } from './navigation';
import { findPage } from './registry';
import { serviceGroups, type ServiceGroup } from './service-groups';

/** A step of a breadcrumb trail: its words and the site path it links to (the last one is the page itself). */
export interface Crumb {
  label: string;
  href: string;
  /** 'en': the page's own crumb when the page is shown in English, not yet translated. */
  lang?: 'en';
}

/**
 * The service group a service page belongs to: its menu's, or for a page outside the menus (the
 * card issuing and processing pages) the group the home page lists it under.
 */
function groupOf(path: string): ServiceGroup | undefined {
  const id = findPage(path)?.menu?.menu ?? homeServiceGroups.find((group) => group.cards.includes(path))?.group;
  return serviceGroups.find((group) => group.id === id || path === `/services/${group.id}`);
}

/**
 * The trail above a service or use-case page (none above other pages): home, the page's group (its
 * overview page, or the home page's section that lists it) and the page, by its menu label. The
 * page shows it, and its structured data repeats it (BreadcrumbList).
 */
export function breadcrumbs(path: string, title: string): Crumb[] {
  const meta = findPage(path);
  const page: Crumb = { label: meta?.menu?.label ?? title, href: path, ...(meta?.fallback && { lang: 'en' as const }) };
  const home = { label: words.home, href: '/' };
  if (path.startsWith('/use-cases/')) return [home, { label: words.useCases, href: homeHref(homeAnchors.useCases) }, page];
  if (!path.startsWith('/services/')) return [];
  const group = groupOf(path);
  if (!group || path === `/services/${group.id}`) return [home, page];
  const overview = findPage(`/services/${group.id}`)?.path;
  return [home, { label: group.name, href: overview ?? homeHref(homeAnchors.services) }, page];
}
