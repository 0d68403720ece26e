/** What every page has: its titles, description, card blurb, icon, menu entry and access. */
import { z } from 'zod';
import { following, iconClass, internalPath, rules, structural, text } from './fields';
import { menuEntry } from './blocks';

export const pageBase = {
  /** The page's single `<h1>`. */
  title: text('Title', 'The page’s heading'),
  /** `<title>` when it should differ from `title` (the site name is appended). */
  seoTitle: text('Title for search engines', 'The browser tab’s title when it should differ from the heading').optional(),
  /** Meta description: one or two sentences, 70–160 characters. */
  description: following(z.string(), rules.description).meta({
    label: 'Description',
    widget: 'text',
    hint: 'For search engines: one or two sentences, 70–160 characters (35–160 in Chinese or Amharic)',
  }),
  /**
   * One short sentence for the page's card wherever another page lists it (an index, the home
   * page). A page that a card points to must have one: the build says which lacks it.
   */
  blurb: text('Card text', 'One short sentence for the page’s card on other pages').optional(),
  icon: iconClass,
  menu: menuEntry.optional(),
  /** Old or alternative paths that redirect permanently to this page. */
  aliases: structural(z.array(internalPath('Old path')), 'Old paths', 'Paths that redirect here').optional(),
  /**
   * Kept out of search engines (`<meta name="robots" content="noindex">`) and out of the sitemap:
   * pages reached only through a flow (the contact form's confirmation) or private ones (/account).
   */
  noindex: structural(z.boolean(), 'Hidden from search engines').optional(),
  /** 'signed-in': a visitor who is not signed in is sent to /auth and brought back after signing in. */
  access: structural(z.enum(['signed-in']), 'Access').optional(),
  /**
   * Set per language (not structure): a translation marked draft stays off the site, which shows the
   * English page in its place; an English file marked draft keeps the page off the site altogether.
   */
  draft: z
    .boolean()
    .meta({
      label: 'Draft — not published in this language',
      hint: 'While set, this language shows the English page instead (on the English page: the page is not published at all)',
    })
    .optional(),
};

/** The template a page is drawn with, fixed for each kind of page. */
export const template = <T extends string>(name: T) => structural(z.literal(name), 'Template');
