import navigation from './navigation/navigation.en.json' with { type: 'json' };
/**
 * The words of the site's chrome and page templates, in English: the header, menus and footer,
 * the parts every page is built from, the not-found page and the language switcher. Each area of
 * the app with its own screens keeps its own `words.ts` beside its code (auth, contact, search,
 * account, pwa). Translations: `words.zh.ts`, `words.am.ts`, with the same keys (checked by
 * tests/unit/translations.test.ts and by the build).
 */
export const words = {
  /** The menus' labels: `src/i18n/navigation/`, edited at /admin. */
  ...navigation,
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  mainNavigation: 'Main',
  mobileNavigation: 'Mobile',
  siteLinks: 'Site',
  menu: 'Menu',
  search: 'Search',
  groupOverview: (group: string) => `${group} overview`,
  signIn: 'Sign in',
  allRightsReserved: 'All rights reserved.',
  theme: 'Theme',
  themes: { light: 'Light', dark: 'Dark', system: 'System' },
  /** Read as one phrase: 'Switch to ' + 'dark' or 'light' + ' theme' (spaces as the language writes them). */
  switchTheme: { before: 'Switch to ', dark: 'dark', light: 'light', after: ' theme' },
  apiDocumentation: 'API documentation',
  apiDocumentationFrame: 'Tana Fintech API documentation',
  viewDocumentation: 'View Documentation',
  opensInNewTab: ' (opens in a new tab)',
  scheduleDemo: 'Schedule Demo',
  platformDemoTopic: 'a platform demo',
  /** The first crumb of a page's breadcrumb trail, and the trail's name. */
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  backToHome: 'Back to Home',
  explore: 'Explore',
  learnMore: 'Learn More',
  exploreMore: 'Explore more',
  showLess: 'Show less',
  keyCapabilities: 'Key capabilities',
  highlights: 'Highlights',
  byTheNumbers: 'By the numbers',
  businessImpact: 'Business impact',
  impact: 'Impact: ',
  statistics: (title: string) => `${title} statistics`,
  inFigures: (title: string) => `${title} in figures`,
  figureRows: {
    solutions: 'Solution results',
    eWallet: 'E-wallet figures',
    technology: 'Technology figures',
    company: 'Company figures',
  },
  supportIn: (languages: string) => `Support in ${languages}.`,
  printDocument: 'Print or save as PDF',
  talkToUs: 'Talk to us',
  /** Around the e-mail address under the contact form. */
  writeToUs: { before: 'Or write to us at ', after: '.' },
  /** The sentence a contact button prefills the message with; `topic` is the page's subject. */
  contactMessage: (topic: string) => `Hello, I would like to arrange ${topic}. Please get in touch to find a time.`,
  figures: {
    upTo: (value: string) => `Up to ${value}`,
    under: (value: string) => `<${value}`,
    plus: (value: string) => `${value}+`,
  },
  /** The installed app's manifest (its shortcuts, and its screenshots' descriptions). */
  app: {
    contactUs: 'Contact us',
    screenshotWide: (site: string) => `${site} home page on a desktop`,
    screenshotNarrow: (site: string) => `${site} home page on a phone`,
  },
  /** The privacy policy, the terms and the storage notice: their links and the words of their pages. */
  legal: {
    title: 'Legal',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
    storage: 'Storage Notice',
    /** The eyebrow of a legal page: 'Legal · In effect from March 2025'. */
    inEffect: (month: string) => `In effect from ${month}`,
    storageList: { label: 'What the site keeps in your browser', where: 'Where', purpose: 'Why', kept: 'How long' },
    company: { legalName: 'Operator', registration: 'Registration', address: 'Registered address', privacyEmail: 'Data protection contact' },
    /** Beside a form's button; {terms}, {privacy} and {storage} become links to those pages. */
    signUpNote: 'By creating an account you accept the {terms}. The {privacy} explains what happens to your details; the {storage} lists what the site keeps on your device.',
    contactNote: 'The {privacy} explains how we handle your message; the {storage} lists what this form keeps on your device. The {terms} cover the use of this site.',
  },
  notFound: {
    documentTitle: 'Page not found',
    description: 'This page does not exist.',
    heading: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    returnHome: 'Return to Home',
  },
  /** Before a page shown in English because it is not yet translated into the build's language (never shown in English). */
  untranslated: 'This page is not yet translated; the English original follows.',
  redirect: {
    title: (target: string) => `Redirecting to ${target}`,
    /** Around the link to the page's new address. */
    moved: { before: 'This page has moved to ', after: '.' },
  },
  language: {
    label: 'Language',
    /** The switcher's button, for screen readers: 'Language: English'. */
    current: (name: string) => `Language: ${name}`,
    /** Around the other language's name, which is written in itself: 'This page is also available in 中文.' */
    offer: { before: 'This page is also available in ', after: '.' },
    switchTo: { before: 'Read in ', after: '' },
    dismiss: 'No, thanks',
  },
};

export type Words = typeof words;
