declare module 'virtual:content-index' {
  import type { CardData, PageContent, PageMeta } from './types';
  /** Every page's metadata, with the loader of its content. */
  export const pageIndex: (PageMeta & { load: () => Promise<{ default: PageContent }> })[];
  /** For each page that lists cards: loads the cards it lists. */
  export const cardSets: Record<string, () => Promise<{ pageCards: Record<string, CardData> }>>;
}

/** The same pages with their titles; imported by the server entry only. */
declare module 'virtual:content-summaries' {
  import type { PageSummary } from './types';
  export const pageSummaries: PageSummary[];
}

/** The icon of each page a menu lists, by path. */
declare module 'virtual:page-icons' {
  import type { IconClass } from './types';
  export const pageIcons: Record<string, IconClass>;
}

/** Each page's card (title, blurb and icon), by path, for the pages that have a blurb. */
declare module 'virtual:page-cards' {
  import type { CardData } from './types';
  export const pageCards: Record<string, CardData>;
}

/** The service pages the home page lists under each group, the same in every language. */
declare module 'virtual:home-service-groups' {
  import type { ServiceGroupId } from './service-groups';
  export const homeServiceGroups: { group: ServiceGroupId; cards: string[] }[];
}

/** Each figure's number, written for the build's language at build time. */
declare module 'virtual:figure-numbers' {
  export const figureNumbers: Record<import('./figures').FigureId, string>;
}

/** How the build's language writes a month, read from Intl at build time. */
declare module 'virtual:month-format' {
  export const monthFormat: import('../i18n/month-format').MonthFormat;
}
