declare module 'virtual:content-index' {
  import type { PageMeta } from './types';
  export const pageIndex: PageMeta[];
}

/** The same pages with their titles; imported by the server entry only. */
declare module 'virtual:content-summaries' {
  import type { PageSummary } from './types';
  export const pageSummaries: PageSummary[];
}

/** Each page's card (title, blurb and icon), by path, for the pages that have a blurb. */
declare module 'virtual:page-cards' {
  import type { PageCard } from './types';
  export const pageCards: Record<string, Omit<PageCard, 'to'>>;
}
