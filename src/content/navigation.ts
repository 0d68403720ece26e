import { words } from '../i18n/words';

/**
 * The site's navigation as data: the home page's anchors, the header's top-level entries and the
 * footer's company links. Header, mobile menu and footer render these; the pages of each mega-menu
 * come from the pages' own `menu` entries (registry.ts).
 */

/** The home page's sections that links lead to, by anchor id. */
export const homeAnchors = {
  home: 'home',
  services: 'services',
  useCases: 'use-cases',
  solutions: 'solutions',
  technology: 'technology',
  about: 'about',
  contact: 'contact',
} as const;

export type HomeAnchor = (typeof homeAnchors)[keyof typeof homeAnchors];

/** Every page's main content, by id: the skip link's target. */
export const mainContentId = 'main';

/** The caption under a page's product mockup (one per page, in its header): the drawing is whole above it. */
export const mockupCaptionId = 'mockup-caption';

/** A link to a section of the home page: a plain URL that works without JavaScript and from any page. */
export function homeHref(anchor: HomeAnchor): `/#${HomeAnchor}` {
  return `/#${anchor}`;
}

/** The header's mega-menus, in order: each opens a panel, and without JavaScript links to its section. */
export const megaMenus = [
  { value: 'services', label: words.services, href: homeHref(homeAnchors.services) },
  { value: 'use-cases', label: words.useCases, href: homeHref(homeAnchors.useCases) },
] as const;

/** The header's plain links after the mega-menus (also in the mobile menu). */
export const sectionLinks = [
  { href: homeHref(homeAnchors.solutions), label: words.sections.solutions },
  { href: homeHref(homeAnchors.technology), label: words.sections.technology },
  { href: homeHref(homeAnchors.about), label: words.sections.about },
  { href: homeHref(homeAnchors.contact), label: words.sections.contact },
] as const;

/** The documentation page, a static page of its own (public/view-documentation.html). */
export const documentationHref = '/view-documentation.html';

/** The footer's company column. */
export const companyLinks = [
  { href: homeHref(homeAnchors.about), label: words.sections.aboutUs },
  { href: homeHref(homeAnchors.technology), label: words.sections.technology },
  { href: homeHref(homeAnchors.contact), label: words.sections.contact },
  { href: documentationHref, label: words.apiDocumentation },
] as const;
