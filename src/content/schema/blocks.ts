/** The blocks pages are made of: actions, feature cards, statistics, lists, menu entries. */
import { z } from 'zod';
import { documentPath, iconClass, internalPath, longText, structural, text } from './fields';
import { figureId, figureIds, menuId } from './ids';

const actionLabel = text('Button label');

/**
 * What a call-to-action button does. There are no dead buttons:
 * - `contact` goes to the home page's contact form with the message prefilled for `topic`;
 * - `link` goes to another page of the site (or an anchor of the home page);
 * - `document` opens a printable document page of the site (`/documents/<slug>`).
 */
export const action = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('contact').meta({ label: 'Contact form' }),
    label: actionLabel,
    topic: text('Topic', 'What the contact form’s message is prefilled with: “I’m interested in …”'),
  }),
  z.strictObject({ kind: z.literal('link').meta({ label: 'Link to a page' }), label: actionLabel, to: internalPath('Page') }),
  z.strictObject({
    kind: z.literal('document').meta({ label: 'Document' }),
    label: actionLabel,
    to: documentPath('Document'),
  }),
]);

export const feature = z.strictObject({
  icon: iconClass,
  title: text('Title'),
  description: longText('Description'),
  /** Extra text revealed by a 'Learn More' toggle. */
  details: longText('Details', 'Revealed by “Learn More”').optional(),
});

/**
 * A figure in a row of statistics: one of the company's figures by id (with its own label, or one
 * given here), or a statement of capability in words ('Real time', 'Instant'). A number is always
 * one of the company's figures: tests/build/figures.test.ts fails on a stat showing any other.
 */
export const stat = z
  .union([
    figureId,
    z.strictObject({ figure: figureId, label: text('Label') }),
    z.strictObject({ value: text('Value', 'A capability in words, never a number'), label: text('Label') }),
  ], { error: `must be a figure by its id (${figureIds.join(', ')}), { figure, label } or { value, label }` })
  .meta({ label: 'Statistic' });

export const stats = (label = 'Statistics') => z.array(stat).meta({ label });

export const listBlock = z.strictObject({
  title: text('Title'),
  items: z.array(text('Item')).meta({ label: 'Items' }),
});

/** Where a page appears in the header's mega-menus (and the footer). */
export const menuEntry = z
  .strictObject({
    /** 'use-cases' for the Use Cases menu, otherwise a service group. */
    menu: menuId,
    /** The label; for service groups the page's slug must equal slugify(label). */
    label: text('Label in the menu'),
    /** Position inside its menu (ascending). */
    order: structural(z.number().int('must be a whole number'), 'Position in the menu'),
  })
  .meta({ label: 'Menu entry' });

export const actions = z.array(action).meta({ label: 'Buttons' });
