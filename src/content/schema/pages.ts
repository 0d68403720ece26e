/** The templates of the site's pages, one schema each, and `pageContent`: any page. */
import { z } from 'zod';
import { actions, feature, listBlock, stats } from './blocks';
import { iconClass, internalPath, longText, month, structural, text } from './fields';
import { homePage } from './home';
import { flow, mockup } from './mockup';
import { pageBase, template } from './page-base';

/** A service page: icon, title, intro, two bullet lists (features and benefits). */
export const servicePage = z.strictObject({
  template: template('service'),
  ...pageBase,
  intro: longText('Introduction'),
  features: listBlock.meta({ label: 'Features' }),
  benefits: listBlock.meta({ label: 'Benefits' }),
  /** Optional feature cards shown above the lists. */
  highlights: z.array(feature).meta({ label: 'Highlights', hint: 'Feature cards above the lists' }).optional(),
  stats: stats().optional(),
  actions: actions.optional(),
  /** The product in use, beside the page's heading. */
  mockup: mockup.optional(),
  /** A diagram of how the service works, after the highlights. */
  flow: flow.optional(),
});

/** A solution (use case) page: badge, intro, feature cards, lists, statistics, impact, actions. */
export const solutionPage = z.strictObject({
  template: template('solution'),
  ...pageBase,
  badge: text('Badge').optional(),
  intro: longText('Introduction'),
  features: z.array(feature).meta({ label: 'Features' }),
  lists: z.array(listBlock).meta({ label: 'Lists' }).optional(),
  stats: stats().optional(),
  /** 'Business impact' items. */
  impact: z.array(feature).meta({ label: 'Business impact' }).optional(),
  actions: actions.optional(),
  /** The product in use, beside the page's heading. */
  mockup: mockup.optional(),
  /** A diagram of how the solution works, after the feature cards. */
  flow: flow.optional(),
});

export const caseStudy = z.strictObject({
  title: text('Title'),
  category: text('Category'),
  description: longText('Description'),
  impact: longText('Impact'),
});

export const caseStudiesPage = z.strictObject({
  template: template('case-studies'),
  ...pageBase,
  intro: longText('Introduction'),
  studies: z.array(caseStudy).meta({ label: 'Case studies' }),
  metricsTitle: text('Metrics heading'),
  metrics: stats('Metrics'),
  actions: actions.optional(),
});

/**
 * A page shown as a card elsewhere (an index, the home page): its title, summary and icon, from the
 * page's own file. Content that lists cards names only the pages' paths.
 */
export const pageCard = z.strictObject({
  to: internalPath('Page'),
  icon: iconClass,
  title: text('Title'),
  description: text('Description'),
});

/** The pages shown as cards, by path. */
export const cards = structural(z.array(internalPath('Page')), 'Cards', 'The pages shown as cards, by path');

/** An index page that lists cards linking to other pages. */
export const indexPage = z.strictObject({
  template: template('index'),
  ...pageBase,
  badge: text('Badge').optional(),
  intro: longText('Introduction'),
  /** The pages shown as cards, by path. */
  cards,
  actions: actions.optional(),
});

export const documentSection = z.strictObject({
  heading: text('Heading'),
  paragraphs: z.array(longText('Paragraph')).meta({ label: 'Paragraphs' }),
  bullets: z.array(text('Bullet')).meta({ label: 'Bullets' }).optional(),
});

/** A printable document (whitepaper, business case). */
export const documentPage = z.strictObject({
  template: template('document'),
  ...pageBase,
  /** What the document is, as its eyebrow says: 'Whitepaper', 'Business case'. */
  docType: text('Kind of document', 'Its eyebrow: Whitepaper, Business case'),
  /** What 'Talk to us' prefills the contact form with (see `contactMessage`). */
  topic: text('Topic', 'What “Talk to us” prefills the contact form with'),
  summary: longText('Summary'),
  /** The month it was published, `YYYY-MM`. */
  published: month('Published (YYYY-MM)'),
  sections: z.array(documentSection).meta({ label: 'Sections' }),
});

/** Where the browser keeps something for the site. */
export const storageArea = structural(z.enum(['localStorage', 'sessionStorage', 'IndexedDB', 'Cache Storage']), 'Where');

/**
 * One thing the site keeps in the visitor's browser, as the storage notice lists it. `storageKey` is
 * the key, database or cache as the code names it, `…` standing for a part that varies (an id, the
 * auth service's project): tests/unit/storage-notice.test.ts reads the keys the code uses and fails
 * on one the notice lacks.
 */
export const storageEntry = z.strictObject({
  area: storageArea,
  storageKey: structural(z.string().min(1, 'is required'), 'Key', 'As the code names it; … for a part that varies'),
  /** Why it is kept. */
  purpose: longText('Purpose'),
  /** How long it stays, and what removes it. */
  kept: longText('Kept', 'How long it stays, and what removes it'),
});

export const legalSection = z.strictObject({
  heading: text('Heading'),
  paragraphs: z.array(longText('Paragraph')).meta({ label: 'Paragraphs' }),
  bullets: z.array(text('Bullet')).meta({ label: 'Bullets' }).optional(),
  /** The company's configured details after the text (its legal entity, its data-protection contact), when set. */
  companyDetails: structural(z.enum(['operator', 'privacy-contact']), 'Company details shown after the text').optional(),
  /** The storage notice's list: what the site keeps in the browser. */
  storage: z.array(storageEntry).meta({ label: 'What the site keeps in the browser' }).optional(),
});

/** A privacy policy, the terms of use or the storage notice: plain sections, linked from every page's footer. */
export const legalPage = z.strictObject({
  template: template('legal'),
  ...pageBase,
  /** The month this version took effect, `YYYY-MM`. */
  published: month('In effect from (YYYY-MM)'),
  intro: longText('Introduction'),
  sections: z.array(legalSection).meta({ label: 'Sections' }),
});

export const authPage = z.strictObject({
  template: template('auth'),
  ...pageBase,
  subtitle: text('Subtitle'),
});

/** Asking for a password reset link, and choosing the new password the link leads to. */
export const passwordResetPage = z.strictObject({
  template: template('password-reset'),
  ...pageBase,
  intro: longText('Introduction'),
});

/** The signed-in visitor's profile, password and sessions: a prerendered shell, data from the session. */
export const accountPage = z.strictObject({
  template: template('account'),
  ...pageBase,
  intro: longText('Introduction'),
});

/** The search page: a search box with JavaScript, the site's sections as links for everyone. */
export const searchPage = z.strictObject({
  template: template('search'),
  ...pageBase,
  intro: longText('Introduction'),
  /** Shown in place of the search box to visitors without JavaScript. */
  needsScript: text('Without JavaScript', 'Shown in place of the search box to visitors without JavaScript'),
});

/** Any page of the site, by its template. */
export const pageContent = z.discriminatedUnion('template', [
  homePage,
  authPage,
  passwordResetPage,
  accountPage,
  servicePage,
  solutionPage,
  caseStudiesPage,
  indexPage,
  documentPage,
  legalPage,
  searchPage,
]);
