declare module 'virtual:content-index' {
  import type { PageMeta } from './types';
  export const pageIndex: PageMeta[];
}

/** The same pages with their titles; imported by the server entry only. */
declare module 'virtual:content-summaries' {
  import type { PageSummary } from './types';
  export const pageSummaries: PageSummary[];
}
