/** The search page: for links, shared queries and visitors without JavaScript. */
export const SEARCH_PATH = '/search';
