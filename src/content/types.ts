/**
 * The content model. Every page of the site is one file under `src/content/pages/` whose default
 * export is one of the `PageContent` shapes below; its URL is its file path
 * (`pages/services/acquiring-services/softpos.ts` → `/services/acquiring-services/softpos`,
 * `pages/index.ts` → `/`, `pages/x/index.ts` → `/x`). Content is plain data: it never imports
 * components.
 */

import type { FigureId } from './figures';
import type { ServiceGroupId } from './service-groups';

export type { ServiceGroupId };

/** A full UnoCSS icon class from the Lucide set, e.g. `i-lucide-shield-check`. */
export type IconClass = `i-lucide-${string}`;

/**
 * What a call-to-action button does. There are no dead buttons:
 * - `contact` goes to the home page's contact form with the message prefilled for `topic`;
 * - `link` goes to another page of the site (or an anchor of the home page);
 * - `document` opens a printable document page of the site (`/documents/<slug>`).
 */
export type Action =
  | { kind: 'contact'; label: string; topic: string }
  | { kind: 'link'; label: string; to: string }
  | { kind: 'document'; label: string; to: `/documents/${string}` };

export interface Feature {
  icon: IconClass;
  title: string;
  description: string;
  /** Extra text revealed by a 'Learn More' toggle. */
  details?: string;
}

/**
 * A figure in a row of statistics: one of the company's figures by id (with its own label, or one
 * given here), or a statement of capability in words ('Real time', 'Instant'). A number is always
 * one of the company's figures: tests/build/figures.test.ts fails on a stat showing any other.
 */
export type Stat = FigureId | { figure: FigureId; label: string } | { value: string; label: string };

export interface ListBlock {
  title: string;
  items: string[];
}

/** Where a page appears in the header's mega-menus (and the footer). */
export interface MenuEntry {
  /** 'use-cases' for the Use Cases menu, otherwise a service group. */
  menu: ServiceGroupId | 'use-cases';
  /** The label; for service groups the page's slug must equal slugify(label). */
  label: string;
  /** Position inside its menu (ascending). */
  order: number;
}

interface PageBase {
  /** The page's single `<h1>`. */
  title: string;
  /** `<title>` when it should differ from `title` (the site name is appended). */
  seoTitle?: string;
  /** Meta description: one or two sentences, 70–160 characters. */
  description: string;
  /**
   * One short sentence for the page's card wherever another page lists it (an index, the home
   * page). A page that a card points to must have one: the build says which lacks it.
   */
  blurb?: string;
  icon: IconClass;
  menu?: MenuEntry;
  /** Old or alternative paths that redirect permanently to this page. */
  aliases?: string[];
  /**
   * Kept out of search engines (`<meta name="robots" content="noindex">`) and out of the sitemap:
   * pages reached only through a flow (the contact form's confirmation) or private ones (/account).
   */
  noindex?: boolean;
  /** 'signed-in': a visitor who is not signed in is sent to /auth and brought back after signing in. */
  access?: 'signed-in';
}

/**
 * A picture of the product in use: an app screen on a phone or a web page in a browser window, made
 * of a few blocks of realistic but fictional data (people, shops, ETB amounts, masked card numbers).
 * It is an illustration: screen readers get `label`, not the numbers on the screen.
 */
export interface Mockup {
  /** 'phone': an app on a phone; 'browser': a web page in a desktop browser window. */
  kind: 'phone' | 'browser';
  /** Its accessible name, starting 'Illustration: '. */
  label: string;
  /** The screen's heading: the app's view or the page's name. */
  title: string;
  subtitle?: string;
  /** What the browser's address bar shows (a fictional address). */
  address?: string;
  blocks: MockupBlock[];
}

/** One line of a mockup's list: a payment, a transfer, an order item. */
export interface MockupRow {
  icon: IconClass;
  title: string;
  meta: string;
  /** As shown, with its sign and currency: '−ETB 145.00', '+ETB 2,000.00'. */
  amount?: string;
  /** Money in: drawn in the accent of a credit. */
  credit?: boolean;
}

export type MockupBlock =
  | { kind: 'balance'; label: string; value: string; note?: string }
  | { kind: 'card'; label: string; number: string; holder: string; expiry: string }
  | { kind: 'actions'; items: { icon: IconClass; label: string }[] }
  | { kind: 'rows'; title: string; items: MockupRow[]; total?: { label: string; amount: string } }
  | { kind: 'toggles'; items: { label: string; on: boolean }[] }
  | { kind: 'progress'; label: string; value: string; percent: number }
  | { kind: 'tap'; amount: string; prompt: string; status: string }
  | { kind: 'figures'; items: { label: string; value: string }[] }
  | {
      kind: 'fields';
      /** The ways to pay, as tabs above the fields; the first is chosen. */
      choices?: string[];
      items: { label: string; value: string }[];
      button: string;
    };

/** A participant of a flow diagram: a person, a system, an institution. */
export interface FlowNode {
  icon: IconClass;
  label: string;
  /** The part our platform plays: drawn highlighted. */
  ours?: boolean;
}

/** A step of a flow: from one participant to another (or within one), by their place in `nodes`. */
export interface FlowStep {
  from: number;
  to: number;
  label: string;
}

/**
 * How something travels between participants (a card payment, a 3-D Secure authentication):
 * numbered steps in phases, drawn as a sequence diagram on wide screens, a list of steps on phones.
 */
export interface Flow {
  /** The section's heading. */
  title: string;
  intro?: string;
  /** The participants, in their order across the diagram (4 to 6). */
  nodes: FlowNode[];
  /** The steps by phase ('Authorisation', 'Settlement'); their numbers run on across phases. */
  phases: { title: string; steps: FlowStep[] }[];
}

/** A service page: icon, title, intro, two bullet lists (features and benefits). */
export interface ServicePage extends PageBase {
  template: 'service';
  intro: string;
  features: ListBlock;
  benefits: ListBlock;
  /** Optional feature cards shown above the lists. */
  highlights?: Feature[];
  stats?: Stat[];
  actions?: Action[];
  /** The product in use, beside the page's heading. */
  mockup?: Mockup;
  /** A diagram of how the service works, after the highlights. */
  flow?: Flow;
}

/** A solution (use case) page: badge, intro, feature cards, lists, statistics, impact, actions. */
export interface SolutionPage extends PageBase {
  template: 'solution';
  badge?: string;
  intro: string;
  features: Feature[];
  lists?: ListBlock[];
  stats?: Stat[];
  /** 'Business impact' items. */
  impact?: Feature[];
  actions?: Action[];
  /** The product in use, beside the page's heading. */
  mockup?: Mockup;
  /** A diagram of how the solution works, after the feature cards. */
  flow?: Flow;
}

export interface CaseStudy {
  title: string;
  category: string;
  description: string;
  impact: string;
}

export interface CaseStudiesPage extends PageBase {
  template: 'case-studies';
  intro: string;
  studies: CaseStudy[];
  metricsTitle: string;
  metrics: Stat[];
  actions?: Action[];
}

/**
 * A page shown as a card elsewhere (an index, the home page): its title, summary and icon, from the
 * page's own file. Content that lists cards names only the pages' paths.
 */
export interface PageCard {
  to: string;
  icon: IconClass;
  title: string;
  description: string;
}

/** An index page that lists cards linking to other pages. */
export interface IndexPage extends PageBase {
  template: 'index';
  badge?: string;
  intro: string;
  /** The pages shown as cards, by path. */
  cards: string[];
  actions?: Action[];
}

export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** A printable document (whitepaper, business case). */
export interface DocumentPage extends PageBase {
  template: 'document';
  /** What the document is, as its eyebrow says: 'Whitepaper', 'Business case'. */
  docType: string;
  /** What 'Talk to us' prefills the contact form with (see `contactMessage`). */
  topic: string;
  summary: string;
  /** The month it was published, `YYYY-MM`. */
  published: `${number}-${number}`;
  sections: DocumentSection[];
}

/** Where the browser keeps something for the site. */
export type StorageArea = 'localStorage' | 'sessionStorage' | 'IndexedDB' | 'Cache Storage';

/**
 * One thing the site keeps in the visitor's browser, as the storage notice lists it. `storageKey` is
 * the key, database or cache as the code names it, `…` standing for a part that varies (an id, the
 * auth service's project): tests/unit/storage-notice.test.ts reads the keys the code uses and fails
 * on one the notice lacks.
 */
export interface StorageEntry {
  area: StorageArea;
  storageKey: string;
  /** Why it is kept. */
  purpose: string;
  /** How long it stays, and what removes it. */
  kept: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  /** The company's configured details after the text (its legal entity, its data-protection contact), when set. */
  companyDetails?: 'operator' | 'privacy-contact';
  /** The storage notice's list: what the site keeps in the browser. */
  storage?: StorageEntry[];
}

/** A privacy policy, the terms of use or the storage notice: plain sections, linked from every page's footer. */
export interface LegalPage extends PageBase {
  template: 'legal';
  /** The month this version took effect, `YYYY-MM`. */
  published: `${number}-${number}`;
  intro: string;
  sections: LegalSection[];
}

export interface HomeSection {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
}

export interface TimelineEntry {
  year: string;
  title: string;
  description: string;
}

/**
 * The words drawn on one of the home page's illustrations or diagrams (their shapes are symbols of
 * `src/templates/home/drawings.svg`), by the place each takes on the drawing. A `\n` breaks a label into
 * lines. Amounts and card numbers are fictional.
 */
export type DrawingLabels<Place extends string> = Record<Place, string>;

/** The hero's illustration: a wallet on a phone, a card and a POS terminal posting to one ledger (decorative). */
export type HeroIllustrationPlace = 'wallet' | 'balanceLabel' | 'balance' | 'cardNumber' | 'posAmount' | 'posStatus' | 'ledger';

/** The e-wallet's screen in the home page's e-wallet section: paying a merchant by QR (decorative). */
export type WalletScreenPlace = 'title' | 'merchant' | 'amount' | 'tier' | 'action';

/** A diagram that carries meaning: its accessible name and description, and the words on it. */
export interface Diagram<Place extends string> {
  title: string;
  description: string;
  labels: DrawingLabels<Place>;
}

export type LedgerDiagramPlace =
  | 'apps'
  | 'terminals'
  | 'agents'
  | 'partners'
  | 'ledger'
  | 'debit'
  | 'credit'
  | 'debitAccount'
  | 'creditAccount'
  | 'amount'
  | 'balanced'
  | 'balances'
  | 'settlement'
  | 'reports';

export type DeploymentDiagramPlace =
  | 'primarySite'
  | 'remoteSite'
  | 'production'
  | 'sameCityRecovery'
  | 'remoteRecovery'
  | 'syncReplication'
  | 'asyncReplication';

/** One part of the technology section: a diagram, with the features it pictures beside it. */
export type TechnologyPanel =
  | ({ id: 'ledger'; items: Feature[] } & Diagram<LedgerDiagramPlace>)
  | ({ id: 'deployment'; items: Feature[] } & Diagram<DeploymentDiagramPlace>);

/**
 * The home page's file holds the hero; the stacked sections below it, each with an anchor id, are
 * in `src/content/home/sections.ts` (a chunk of their own, hydrated when the visitor scrolls on).
 */
export interface HomePage extends PageBase {
  template: 'home';
  hero: {
    badge: string;
    heading: string;
    intro: string;
    stats: Stat[];
    illustration: DrawingLabels<HeroIllustrationPlace>;
  };
}

/** The home page's sections below the hero. */
export interface HomeSections {
  /** One block per service group (its name, summary and icon from `serviceGroups`), with its cards by path. */
  services: HomeSection & { groups: { group: ServiceGroupId; cards: string[] }[] };
  capabilities: HomeSection & { items: Feature[] };
  useCases: HomeSection & { cards: string[] };
  solutions: HomeSection & { items: Feature[]; stats: Stat[] };
  /** `points` quote the company's figures by id, `{partners}` (`figureText` in stats.ts). */
  paymentPlatform: HomeSection & { items: Feature[]; points: string[] };
  eWallet: HomeSection & { items: Feature[]; stats: Stat[]; screen: DrawingLabels<WalletScreenPlace> };
  platformFeatures: HomeSection & { items: Feature[] };
  /** `languages`: the languages of its support, written as one phrase of the page's language. */
  technology: HomeSection & { panels: TechnologyPanel[]; stats: Stat[]; languages: string };
  about: HomeSection & { paragraphs: string[]; stats: Stat[]; timeline: TimelineEntry[] };
  /** What to reach us by: a value written here, or one of the company's details (`company.ts`), shown when configured. */
  contact: HomeSection & {
    points: ({ icon: IconClass; label: string } & ({ value: string } | { companyField: 'email' | 'phone' | 'address' }))[];
  };
}

export interface AuthPage extends PageBase {
  template: 'auth';
  subtitle: string;
}

/** Asking for a password reset link, and choosing the new password the link leads to. */
export interface PasswordResetPage extends PageBase {
  template: 'password-reset';
  intro: string;
}

/** The signed-in visitor's profile, password and sessions: a prerendered shell, data from the session. */
export interface AccountPage extends PageBase {
  template: 'account';
  intro: string;
}

/** The search page: a search box with JavaScript, the site's sections as links for everyone. */
export interface SearchPage extends PageBase {
  template: 'search';
  intro: string;
  /** Shown in place of the search box to visitors without JavaScript. */
  needsScript: string;
}

export type PageContent =
  | HomePage
  | AuthPage
  | PasswordResetPage
  | AccountPage
  | ServicePage
  | SolutionPage
  | CaseStudiesPage
  | IndexPage
  | DocumentPage
  | LegalPage
  | SearchPage;

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
}

/** A page's metadata with its titles: what the prerenderer, the sitemap and the tests need. */
export interface PageSummary extends PageMeta {
  template: TemplateName;
  icon: IconClass;
  title: string;
  seoTitle?: string;
  noindex?: boolean;
  /** The file of its content in this build's language (`src/content/pages/use-cases/bnpl.zh.ts`). */
  sourceFile: string;
}
