/** The home page: its hero (the page's file) and the sections below it (`src/content/home/sections`). */
import { z } from 'zod';
import { feature, stats } from './blocks';
import { following, iconClass, internalPath, longText, rules, structural, text } from './fields';
import { serviceGroupId } from './ids';
import { pageBase, template } from './page-base';

/**
 * The words drawn on one of the home page's illustrations or diagrams (their shapes are symbols of
 * `src/templates/home/drawings.svg`), by the place each takes on the drawing. A `\n` breaks a label into
 * lines. Amounts and card numbers are fictional.
 */
const drawingLabels = <Place extends string>(places: readonly [Place, ...Place[]], label: string) =>
  z
    .strictObject(Object.fromEntries(places.map((place) => [place, text(place)])) as Record<Place, ReturnType<typeof text>>)
    .meta({ label, hint: 'The words on the drawing, by their place; \\n breaks a label into lines' });

/** The hero's illustration: a wallet on a phone, a card and a POS terminal posting to one ledger (decorative). */
export const heroIllustrationPlaces = ['wallet', 'balanceLabel', 'balance', 'cardNumber', 'posAmount', 'posStatus', 'ledger'] as const;

/** The e-wallet's screen in the home page's e-wallet section: paying a merchant by QR (decorative). */
export const walletScreenPlaces = ['title', 'merchant', 'amount', 'tier', 'action'] as const;

export const ledgerDiagramPlaces = [
  'apps',
  'terminals',
  'agents',
  'partners',
  'ledger',
  'debit',
  'credit',
  'debitAccount',
  'creditAccount',
  'amount',
  'balanced',
  'balances',
  'settlement',
  'reports',
] as const;

export const deploymentDiagramPlaces = [
  'primarySite',
  'remoteSite',
  'production',
  'sameCityRecovery',
  'remoteRecovery',
  'syncReplication',
  'asyncReplication',
] as const;

/** A diagram that carries meaning: its accessible name and description, and the words on it. */
const diagram = <Place extends string>(places: readonly [Place, ...Place[]]) => ({
  title: text('Accessible name'),
  description: longText('Accessible description'),
  labels: drawingLabels(places, 'Words on the diagram'),
});

const items = z.array(feature).meta({ label: 'Items' });

/** One part of the technology section: a diagram, with the features it pictures beside it. */
export const technologyPanel = z.discriminatedUnion('id', [
  z.strictObject({ id: structural(z.literal('ledger'), 'Panel'), items, ...diagram(ledgerDiagramPlaces) }).meta({ label: 'Ledger' }),
  z.strictObject({ id: structural(z.literal('deployment'), 'Panel'), items, ...diagram(deploymentDiagramPlaces) }).meta({ label: 'Deployment' }),
]);

/**
 * The home page's file holds the hero; the stacked sections below it, each with an anchor id, are
 * in `src/content/home/sections` (a chunk of their own, hydrated when the visitor scrolls on).
 */
export const homePage = z.strictObject({
  template: template('home'),
  ...pageBase,
  hero: z
    .strictObject({
      badge: text('Badge'),
      heading: text('Heading'),
      intro: longText('Introduction'),
      stats: stats(),
      illustration: drawingLabels(heroIllustrationPlaces, 'Words on the illustration'),
    })
    .meta({ label: 'Hero' }),
});

const homeSection = {
  id: structural(following(z.string(), rules.anchor), 'Anchor id'),
  eyebrow: text('Eyebrow').optional(),
  heading: text('Heading'),
  intro: longText('Introduction').optional(),
};

export const homeSectionSchema = z.strictObject(homeSection);

export const timelineEntry = z.strictObject({
  year: structural(following(z.string(), rules.year), 'Year'),
  title: text('Title'),
  description: longText('Description'),
});

const cardPaths = structural(z.array(internalPath('Page')), 'Cards', 'The pages shown as cards, by path');

const section = <Shape extends z.ZodRawShape>(label: string, shape: Shape) => z.strictObject({ ...homeSection, ...shape }).meta({ label });

/** What to reach us by: a value written here, or one of the company's details (`company.ts`), shown when configured. */
const contactPoint = z.union([
  z.strictObject({ icon: iconClass, label: text('Label'), value: text('Value') }),
  z.strictObject({
    icon: iconClass,
    label: text('Label'),
    companyField: structural(z.enum(['email', 'phone', 'address']), 'Company detail', 'One of the company’s configured details'),
  }),
]);

/** The home page's sections below the hero. */
export const homeSections = z.strictObject({
  /** One block per service group (its name, summary and icon from `serviceGroups`), with its cards by path. */
  services: section('Services', {
    groups: z.array(z.strictObject({ group: serviceGroupId, cards: cardPaths })).meta({ label: 'Service groups' }),
  }),
  capabilities: section('Capabilities', { items }),
  useCases: section('Use cases', { cards: cardPaths }),
  solutions: section('Solutions', { items, stats: stats() }),
  /** `points` quote the company's figures by id, `{partners}` (`figureText` in stats.ts). */
  paymentPlatform: section('Payment platform', {
    items,
    points: z.array(text('Point', 'Quote a figure by its id in braces: {partners}')).meta({ label: 'Points' }),
  }),
  eWallet: section('E-wallet', { items, stats: stats(), screen: drawingLabels(walletScreenPlaces, 'Words on the wallet screen') }),
  platformFeatures: section('Platform features', { items }),
  /** `languages`: the languages of its support, written as one phrase of the page's language. */
  technology: section('Technology', {
    panels: z.array(technologyPanel).meta({ label: 'Panels' }),
    stats: stats(),
    languages: text('Languages of support', 'One phrase in the page’s language'),
  }),
  about: section('About', {
    paragraphs: z.array(longText('Paragraph')).meta({ label: 'Paragraphs' }),
    stats: stats(),
    timeline: z.array(timelineEntry).meta({ label: 'Timeline' }),
  }),
  contact: section('Contact', { points: z.array(contactPoint).meta({ label: 'Ways to reach us' }) }),
});
