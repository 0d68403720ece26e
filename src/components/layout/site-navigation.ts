import { findPage, menuPages } from '../../content/registry';
import { serviceGroups } from '../../content/service-groups';
import type { IconClass, ServiceGroupId } from '../../content/types';

/** The header's, mobile menu's and footer's links, all from the content registry. */

/** A menu's link; the menus that show icons take the page's own (`iconOf`). */
export interface NavLink {
  to: string;
  label: string;
  /** 'en': the label is the English page's, its language not yet having a translation. */
  lang?: 'en';
}

export interface NavGroup {
  id: ServiceGroupId;
  name: string;
  icon: IconClass;
  summary: string;
  /** The group's own index page, when it has one. */
  indexPath?: string;
  links: NavLink[];
}

function linksOf(menu: ServiceGroupId | 'use-cases'): NavLink[] {
  return menuPages(menu).map((page) => ({ to: page.path, label: page.menu.label, ...(page.fallback && { lang: 'en' as const }) }));
}

export const serviceNavGroups: NavGroup[] = serviceGroups.map((group) => ({
  ...group,
  indexPath: findPage(`/services/${group.id}`)?.path,
  links: linksOf(group.id),
}));

export const useCaseLinks: NavLink[] = linksOf('use-cases');

/** Trigger and link look in the desktop bar, shared by the no-JS markup and the Ark UI menus. */
export const navItemClass =
  'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-3 text-sm font-medium text-fg no-underline hover:bg-subtle focus-visible:(outline-2 outline-offset-2 outline-primary outline) data-[state=open]:bg-subtle';
