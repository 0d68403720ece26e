/**
 * The content model. Every page of the site is one JSON file per language under `src/content/pages/`
 * whose value is one of the `PageContent` shapes below; its URL is its file path
 * (`pages/services/acquiring-services/softpos.en.json` → `/services/acquiring-services/softpos`,
 * `pages/index.en.json` → `/`, `pages/x/index.en.json` → `/x`). Content is plain data.
 *
 * The types are those of the schema in `./schema/` (where each field is documented), which also
 * checks every content file at build time and defines the editor's fields. Only its types are
 * imported here: the schema's code never reaches the browser.
 */

import type { z } from 'zod';
import type * as schema from './schema';
import type { Locale } from '../shared/locales';

export type { FigureId } from './figures';
export type { ServiceGroupId } from './service-groups';

/** A full UnoCSS icon class from the Lucide set, e.g. `i-lucide-shield-check`. */
export type IconClass = z.infer<typeof schema.iconClass>;

/** What a call-to-action button does: the contact form, a page of the site, or a document. */
export type Action = z.infer<typeof schema.action>;
export type Feature = z.infer<typeof schema.feature>;
/** One of the company's figures by id (with its own label, or one given here), or a capability in words. */
export type Stat = z.infer<typeof schema.stat>;
export type ListBlock = z.infer<typeof schema.listBlock>;
/** Where a page appears in the header's mega-menus (and the footer). */
export type MenuEntry = z.infer<typeof schema.menuEntry>;

/** A picture of the product in use: an app screen on a phone or a web page in a browser window. */
export type Mockup = z.infer<typeof schema.mockup>;
/** One line of a mockup's list: a payment, a transfer, an order item. */
export type MockupRow = z.infer<typeof schema.mockupRow>;
export type MockupBlock = z.infer<typeof schema.mockupBlock>;
/** A participant of a flow diagram: a person, a system, an institution. */
export type FlowNode = z.infer<typeof schema.flowNode>;
/** A step of a flow: from one participant to another (or within one), by their place in `nodes`. */
export type FlowStep = z.infer<typeof schema.flowStep>;
/** How something travels between participants: numbered steps in phases. */
export type Flow = z.infer<typeof schema.flow>;

/** A service page: icon, title, intro, two bullet lists (features and benefits). */
export type ServicePage = z.infer<typeof schema.servicePage>;
/** A solution (use case) page: badge, intro, feature cards, lists, statistics, impact, actions. */
export type SolutionPage = z.infer<typeof schema.solutionPage>;
export type CaseStudy = z.infer<typeof schema.caseStudy>;
export type CaseStudiesPage = z.infer<typeof schema.caseStudiesPage>;
/** A page shown as a card elsewhere (an index, the home page): its title, summary and icon, from the page's own file. */
export type PageCard = z.infer<typeof schema.pageCard> & { fallback?: true };
/** A page's card as the content index holds it, by path; `fallback`: the English page's title and blurb. */
export type CardData = Omit<PageCard, 'to'>;
/** An index page that lists cards linking to other pages. */
export type IndexPage = z.infer<typeof schema.indexPage>;
export type DocumentSection = z.infer<typeof schema.documentSection>;
/** A printable document (whitepaper, business case). */
export type DocumentPage = z.infer<typeof schema.documentPage>;
/** Where the browser keeps something for the site. */
export type StorageArea = z.infer<typeof schema.storageArea>;
/** One thing the site keeps in the visitor's browser, as the storage notice lists it. */
export type StorageEntry = z.infer<typeof schema.storageEntry>;
export type LegalSection = z.infer<typeof schema.legalSection>;
/** A privacy policy, the terms of use or the storage notice: plain sections, linked from every page's footer. */
export type LegalPage = z.infer<typeof schema.legalPage>;

export type HomeSection = z.infer<typeof schema.homeSectionSchema>;
export type TimelineEntry = z.infer<typeof schema.timelineEntry>;

/**
 * The words drawn on one of the home page's illustrations or diagrams, by the place each takes on
 * the drawing (a generic helper: the schema writes out each drawing's places).
 */
export type DrawingLabels<Place extends string> = Record<Place, string>;
/** The hero's illustration: a wallet on a phone, a card and a POS terminal posting to one ledger (decorative). */
export type HeroIllustrationPlace = (typeof schema.heroIllustrationPlaces)[number];
/** The e-wallet's screen in the home page's e-wallet section: paying a merchant by QR (decorative). */
export type WalletScreenPlace = (typeof schema.walletScreenPlaces)[number];
export type LedgerDiagramPlace = (typeof schema.ledgerDiagramPlaces)[number];
export type DeploymentDiagramPlace = (typeof schema.deploymentDiagramPlaces)[number];

/** A diagram that carries meaning: its accessible name and description, and the words on it. */
export interface Diagram<Place extends string> {
  title: string;
  description: string;
  labels: DrawingLabels<Place>;
}

/** One part of the technology section: a diagram, with the features it pictures beside it. */
export type TechnologyPanel = z.infer<typeof schema.technologyPanel>;
/** The home page's file holds the hero; the sections below it are `HomeSections`. */
export type HomePage = z.infer<typeof schema.homePage>;
/** The home page's sections below the hero. */
export type HomeSections = z.infer<typeof schema.homeSections>;

export type AuthPage = z.infer<typeof schema.authPage>;
/** Asking for a password reset link, and choosing the new password the link leads to. */
export type PasswordResetPage = z.infer<typeof schema.passwordResetPage>;
/** The signed-in visitor's profile, password and sessions: a prerendered shell, data from the session. */
export type AccountPage = z.infer<typeof schema.accountPage>;
/** The search page: a search box with JavaScript, the site's sections as links for everyone. */
export type SearchPage = z.infer<typeof schema.searchPage>;

export type PageContent = z.infer<typeof schema.pageContent>;

export type TemplateName = PageContent['template'];

/**
 * The small part of every page that the browser always loads: what routes and menus need. Titles
 * and descriptions stay with the page's content, which is loaded with the page.
 */
export interface PageMeta {
  path: string;
  menu?: MenuEntry;
  aliases?: string[];
  access?: 'signed-in';
  /**
   * Not published in this build's language: its content, menu label and card are the English
   * page's (marked `lang="en"` wherever they show). Absent on a page published in the language.
   */
  fallback?: true;
}

/** A page's metadata with its titles: what the prerenderer, the sitemap and the tests need. */
export interface PageSummary extends PageMeta {
  template: TemplateName;
  icon: IconClass;
  title: string;
  seoTitle?: string;
  noindex?: boolean;
  /** The languages the page is published in, English first: its `hreflang` alternates and sitemap entries. */
  languages: Locale[];
  /** The file of its content in this build's language (`src/content/pages/use-cases/bnpl.zh.json`). */
  sourceFile: string;
}
