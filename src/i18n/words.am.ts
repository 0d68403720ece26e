import navigation from './navigation/navigation.am.json' with { type: 'json' };
import type { Words } from './words';

/**
 * The words of the site's chrome and page templates, in Amharic: the header, menus and footer,
 * the parts every page is built from, the not-found page and the language switcher. Each area of
 * the app with its own screens keeps its own `words.ts` beside its code (auth, contact, search,
 * account, pwa). Same keys as the English `words.ts` (checked by tests/unit/translations.test.ts
 * and by the build).
 */
export const words: Words = {
  /** The menus' labels: `src/i18n/navigation/`, edited at /admin. */
  ...navigation,
  skipToContent: 'ወደ ዋናው ይዘት ይለፉ',
  loading: 'በመጫን ላይ…',
  mainNavigation: 'ዋና',
  mobileNavigation: 'ሞባይል',
  siteLinks: 'ድረ-ገጽ',
  menu: 'ምናሌ',
  search: 'ፍለጋ',
  groupOverview: (group: string) => `${group}፦ አጠቃላይ እይታ`,
  signIn: 'ይግቡ',
  allRightsReserved: 'መብቱ በሕግ የተጠበቀ ነው።',
  theme: 'ገጽታ',
  themes: { light: 'ብሩህ', dark: 'ጨለማ', system: 'እንደ ሲስተሙ' },
  /** Read as one phrase: 'ወደ ' + 'ጨለማ' or 'ብሩህ' + ' ገጽታ ይቀይሩ' (spaces as the language writes them). */
  switchTheme: { before: 'ወደ ', dark: 'ጨለማ', light: 'ብሩህ', after: ' ገጽታ ይቀይሩ' },
  apiDocumentation: 'የAPI ሰነድ',
  apiDocumentationFrame: 'የTana Fintech API ሰነድ',
  viewDocumentation: 'ሰነዱን ይመልከቱ',
  opensInNewTab: ' (በአዲስ ትር ይከፈታል)',
  scheduleDemo: 'የማሳያ ቀጠሮ ይያዙ',
  platformDemoTopic: 'የፕላትፎርም ማሳያ',
  /** The first crumb of a page's breadcrumb trail, and the trail's name. */
  home: 'መነሻ',
  breadcrumb: 'የገጽ መንገድ',
  backToHome: 'ወደ መነሻ ይመለሱ',
  explore: 'ያስሱ',
  learnMore: 'ተጨማሪ ይወቁ',
  exploreMore: 'ተጨማሪ ያስሱ',
  showLess: 'ዝርዝሩን ይደብቁ',
  keyCapabilities: 'ዋና ዋና አቅሞች',
  highlights: 'ዋና ዋና ነጥቦች',
  byTheNumbers: 'በቁጥሮች',
  businessImpact: 'የንግድ ውጤት',
  impact: 'ውጤት፦ ',
  statistics: (title: string) => `${title}፦ ስታቲስቲክስ`,
  inFigures: (title: string) => `${title} በአኃዝ`,
  figureRows: {
    solutions: 'የመፍትሔዎቻችን ውጤቶች',
    eWallet: 'የኢ-ዋሌት አኃዞች',
    technology: 'የቴክኖሎጂ አኃዞች',
    company: 'የኩባንያው አኃዞች',
  },
  supportIn: (languages: string) => `ድጋፍ በሚከተሉት ቋንቋዎች እንሰጣለን፦ ${languages}።`,
  printDocument: 'ያትሙ ወይም እንደ PDF ያስቀምጡ',
  talkToUs: 'ያነጋግሩን',
  /** Around the email address under the contact form. */
  writeToUs: { before: 'ወይም በኢሜይል ይጻፉልን፦ ', after: '።' },
  /** The sentence a contact button prefills the message with; `topic` is the page's subject. */
  contactMessage: (topic: string) => `ሰላም፣ ${topic} ማመቻቸት እፈልጋለሁ። ጊዜ ለመወሰን እባክዎ ያግኙኝ።`,
  figures: {
    upTo: (value: string) => `እስከ ${value}`,
    under: (value: string) => `<${value}`,
    plus: (value: string) => `${value}+`,
  },
  app: {
    contactUs: 'ያግኙን',
    screenshotWide: (site: string) => `የ${site} መነሻ ገጽ በኮምፒውተር`,
    screenshotNarrow: (site: string) => `የ${site} መነሻ ገጽ በስልክ`,
  },
  /** The privacy policy, the terms and the storage notice: their links and the words of their pages. */
  legal: {
    title: 'ሕጋዊ መረጃ',
    privacy: 'የግላዊነት ፖሊሲ',
    terms: 'የአጠቃቀም ውሎች',
    storage: 'የማከማቻ ማሳወቂያ',
    /** The eyebrow of a legal page: 'Legal · In effect from March 2025'. */
    inEffect: (month: string) => `ከ${month} ጀምሮ የሚሠራ`,
    storageList: { label: 'ድረ-ገጹ በአሳሽዎ ውስጥ የሚያስቀምጣቸው', where: 'ቦታ', purpose: 'ዓላማ', kept: 'የሚቆይበት ጊዜ' },
    company: { legalName: 'አስተዳዳሪ', registration: 'ምዝገባ', address: 'የተመዘገበ አድራሻ', privacyEmail: 'የመረጃ ጥበቃ አድራሻ' },
    /** Beside a form's button; {terms}, {privacy} and {storage} become links to those pages. */
    signUpNote: 'መለያ በመፍጠር {terms}ን ይቀበላሉ። ዝርዝሮችዎ ምን እንደሚሆኑ {privacy} ያብራራል፤ ድረ-ገጹ በመሣሪያዎ ላይ የሚያስቀምጠውን {storage} ይዘረዝራል።',
    contactNote: 'መልእክትዎን እንዴት እንደምንይዝ {privacy} ያብራራል፤ ይህ ቅጽ በመሣሪያዎ ላይ የሚያስቀምጠውን {storage} ይዘረዝራል። የዚህ ድረ-ገጽ አጠቃቀም በ{terms} ይመራል።',
  },
  notFound: {
    documentTitle: 'ገጹ አልተገኘም',
    description: 'ይህ ገጽ የለም።',
    heading: 'ውይ! ገጹ አልተገኘም',
    text: 'የሚፈልጉት ገጽ የለም ወይም ወደ ሌላ ቦታ ተዛውሯል።',
    returnHome: 'ወደ መነሻ ገጽ ይመለሱ',
  },
  untranslated: 'ይህ ገጽ ገና ወደ አማርኛ አልተተረጎመም፤ ከዚህ በታች የእንግሊዝኛው ጽሑፍ ነው።',
  redirect: {
    title: (target: string) => `ወደ ${target} በማዛወር ላይ`,
    moved: { before: 'ይህ ገጽ ተዛውሯል፦ ', after: '።' },
  },
  language: {
    label: 'ቋንቋ',
    /** The switcher's button, for screen readers: 'ቋንቋ፦ አማርኛ'. */
    current: (name: string) => `ቋንቋ፦ ${name}`,
    /** Around the other language's name, which is written in itself: 'ይህ ገጽ በሌላ ቋንቋም ይገኛል፦ English።' */
    offer: { before: 'ይህ ገጽ በሌላ ቋንቋም ይገኛል፦ ', after: '።' },
    switchTo: { before: 'ወደ ', after: ' ይቀይሩ' },
    dismiss: 'አይ፣ አመሰግናለሁ',
  },
};
