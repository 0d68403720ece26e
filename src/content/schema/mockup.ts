/** Pictures of the product in use (mockups) and diagrams of how it works (flows). */
import { z } from 'zod';
import { iconClass, integer, longText, structural, text } from './fields';

const labelled = z.strictObject({ label: text('Label'), value: text('Value') });

/** One line of a mockup's list: a payment, a transfer, an order item. */
export const mockupRow = z.strictObject({
  icon: iconClass,
  title: text('Title'),
  meta: text('Detail', 'The line under the title: “Tap · 14:02”'),
  /** As shown, with its sign and currency: '−ETB 145.00', '+ETB 2,000.00'. */
  amount: text('Amount', 'As shown, with its sign and currency: −ETB 145.00').optional(),
  /** Money in: drawn in the accent of a credit. */
  credit: structural(z.boolean(), 'Money in').optional(),
});

export const mockupBlock = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('balance').meta({ label: 'Balance' }),
    label: text('Label'),
    value: text('Value'),
    note: text('Note').optional(),
  }),
  z.strictObject({
    kind: z.literal('card').meta({ label: 'Card' }),
    label: text('Label'),
    number: text('Number', 'Masked: •••• 4821'),
    holder: text('Holder'),
    expiry: text('Expiry'),
  }),
  z.strictObject({
    kind: z.literal('actions').meta({ label: 'Action buttons' }),
    items: z.array(z.strictObject({ icon: iconClass, label: text('Label') })).meta({ label: 'Buttons' }),
  }),
  z.strictObject({
    kind: z.literal('rows').meta({ label: 'List of rows' }),
    title: text('Title'),
    items: z.array(mockupRow).meta({ label: 'Rows' }),
    total: z.strictObject({ label: text('Label'), amount: text('Amount') }).meta({ label: 'Total' }).optional(),
  }),
  z.strictObject({
    kind: z.literal('toggles').meta({ label: 'Switches' }),
    items: z.array(z.strictObject({ label: text('Label'), on: structural(z.boolean(), 'On') })).meta({ label: 'Switches' }),
  }),
  z.strictObject({
    kind: z.literal('progress').meta({ label: 'Progress bar' }),
    label: text('Label'),
    value: text('Value'),
    percent: structural(z.number().min(0, 'must be 0–100').max(100, 'must be 0–100'), 'Percent'),
  }),
  z.strictObject({
    kind: z.literal('tap').meta({ label: 'Contactless tap' }),
    amount: text('Amount'),
    prompt: text('Prompt'),
    status: text('Status'),
  }),
  z.strictObject({ kind: z.literal('figures').meta({ label: 'Figures' }), items: z.array(labelled).meta({ label: 'Figures' }) }),
  z.strictObject({
    kind: z.literal('fields').meta({ label: 'Form fields' }),
    /** The ways to pay, as tabs above the fields; the first is chosen. */
    choices: z.array(text('Choice')).meta({ label: 'Choices', hint: 'Tabs above the fields; the first is chosen' }).optional(),
    items: z.array(labelled).meta({ label: 'Fields' }),
    button: text('Button'),
  }),
]);

/**
 * A picture of the product in use: an app screen on a phone or a web page in a browser window, made
 * of a few blocks of realistic but fictional data (people, shops, ETB amounts, masked card numbers).
 * It is an illustration: screen readers get `label`, not the numbers on the screen.
 */
export const mockup = z
  .strictObject({
    /** 'phone': an app on a phone; 'browser': a web page in a desktop browser window. */
    kind: structural(z.enum(['phone', 'browser']), 'Device'),
    /** Its accessible name, starting 'Illustration: '. */
    label: text('Accessible name', 'What a screen reader says, starting “Illustration: ”'),
    /** The screen's heading: the app's view or the page's name. */
    title: text('Screen title'),
    subtitle: text('Subtitle').optional(),
    /** What the browser's address bar shows (a fictional address). */
    address: text('Address bar', 'A fictional address').optional(),
    blocks: z.array(mockupBlock).meta({ label: 'Blocks' }),
  })
  .meta({ label: 'Mockup' });

/** A participant of a flow diagram: a person, a system, an institution. */
export const flowNode = z.strictObject({
  icon: iconClass,
  label: text('Label'),
  /** The part our platform plays: drawn highlighted. */
  ours: structural(z.boolean(), 'Ours', 'The part our platform plays: drawn highlighted').optional(),
});

/** A step of a flow: from one participant to another (or within one), by their place in `nodes`. */
export const flowStep = z.strictObject({
  from: integer('From (participant number, from 0)'),
  to: integer('To (participant number, from 0)'),
  label: text('Label'),
});

/**
 * How something travels between participants (a card payment, a 3-D Secure authentication):
 * numbered steps in phases, drawn as a sequence diagram on wide screens, a list of steps on phones.
 */
export const flow = z
  .strictObject({
    /** The section's heading. */
    title: text('Heading'),
    intro: longText('Introduction').optional(),
    /** The participants, in their order across the diagram (4 to 6). */
    nodes: z.array(flowNode).min(4, 'needs 4 to 6 participants').max(6, 'needs 4 to 6 participants').meta({ label: 'Participants' }),
    /** The steps by phase ('Authorisation', 'Settlement'); their numbers run on across phases. */
    phases: z.array(z.strictObject({ title: text('Phase'), steps: z.array(flowStep).meta({ label: 'Steps' }) })).meta({ label: 'Phases' }),
  })
  .meta({ label: 'Flow diagram' });
