/** The data beside the pages: the company's figures, the service groups (the Services menu) and the site's name. */
import { z } from 'zod';
import { iconClass, integer, structural, text } from './fields';
import { figureIds, serviceGroupId } from './ids';

const figureLabel = text('Label', 'Shown under the number unless a page gives its own');
// A yes-or-no box in the editor, which writes `false` when it is cleared.
const flag = (label: string, hint: string) => structural(z.boolean(), label, hint).optional();
const figureValue = structural(z.number(), 'Value');

/**
 * The company's figures (spec section 1: display claims, not product limits), each written once.
 * Content shows one as a stat by its id, with this label or a label of its own
 * (`{ figure: 'tps', label: 'Postings per second' }`); its number is written for the page's language
 * at build time (src/content/figure-numbers.ts).
 */
export const figure = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('percent'), value: figureValue, label: figureLabel, upTo: flag('Up to', 'Shown as “up to”') }),
  z.strictObject({
    kind: z.literal('count'),
    value: figureValue,
    label: figureLabel,
    compact: flag('Compact', 'Written short: 50M'),
    plus: flag('Plus', 'Followed by +'),
  }),
  z.strictObject({
    kind: z.literal('duration'),
    value: figureValue,
    unit: structural(z.enum(['millisecond', 'month']), 'Unit'),
    label: figureLabel,
    under: flag('Under', 'Shown as “under”'),
  }),
  /** Around the clock, every day: '24/7'. */
  z.strictObject({ kind: z.literal('always'), label: figureLabel }),
]);

/** `src/content/settings/figures/figures.<locale>.json`: every figure by its id. */
export const figuresFile = z.strictObject(Object.fromEntries(figureIds.map((id) => [id, figure.meta({ label: id })])) as Record<
  (typeof figureIds)[number],
  typeof figure
>);

export const serviceGroup = z.strictObject({
  id: serviceGroupId,
  name: text('Name', 'The menu’s label; the group’s path is /services/ and its id'),
  icon: iconClass,
  summary: text('Summary'),
});

/** `src/content/settings/service-groups/service-groups.<locale>.json`: the four service groups of the Services menu, in menu order. */
export const serviceGroupsFile = z.strictObject({ groups: z.array(serviceGroup).meta({ label: 'Service groups' }) });

/** `src/content/settings/site/site.<locale>.json`: the site's name and what it says of itself. */
export const site = z.strictObject({
  name: text('Name'),
  shortName: text('Short name'),
  tagline: text('Tagline'),
  description: text('Description'),
  copyrightYear: integer('Copyright year'),
});

/** `src/content/settings/navigation/navigation.<locale>.json`: the labels of the header's menus and the footer's columns. */
export const navigationFile = z.strictObject({
  services: text('Services menu'),
  useCases: text('Use cases menu'),
  overview: text('A menu’s overview link'),
  sections: z
    .strictObject({
      solutions: text('Solutions'),
      technology: text('Technology'),
      about: text('About'),
      aboutUs: text('About us (footer)'),
      contact: text('Contact'),
    })
    .meta({ label: 'The home page’s sections, as the header and footer link to them' }),
  company: text('Company (footer)'),
  documentation: text('Documentation'),
});
