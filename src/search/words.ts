/**
 * The words of site search, in English: the header's search button, the search dialog and its
 * box, the status line under it (searching, how many results, nothing found), the offer when
 * nothing matches, the part of the site each result is in, and the search page's list of
 * sections. Translations: `words.zh.ts`, `words.am.ts` beside this file, with the same keys.
 */

/** '1 result', '3 results'. */
const results = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

export const words = {
  /** The header's search button (for screen readers) and the dialog's title. */
  search: 'Search',
  inputLabel: 'Search the site',
  placeholder: 'Search products, services and topics',
  resultsRegion: 'Search results',
  resultsList: 'Results',
  tryAgain: 'Try again',
  /** The status line under the search box. */
  status: {
    searching: 'Searching…',
    failed: 'Search could not load. Check your connection and try again.',
    noMatch: (query: string) => `No pages match “${query}”.`,
    found: (count: number, searched: string) => `${results(count)} for “${searched}”.`,
    /** Nothing matched the query as typed; its spelling corrected (`searched`) did. */
    foundCorrected: (query: string, count: number, searched: string) =>
      `No pages match “${query}”. ${results(count)} for “${searched}”.`,
  },
  /** What a search that finds nothing offers. */
  noResults: {
    popularPages: 'Popular pages',
    notWhatYouNeed: 'Not what you need?',
    askTeam: (query: string) => `Ask our team about “${query}”`,
    /** The topic the contact form's message is prefilled with (see the site's contactMessage). */
    conversationAbout: (query: string) => `a conversation about “${query}”`,
  },
  /** The part of the site a result is in, beside its title (a service's own group says its name). */
  resultParts: {
    useCases: 'Use Cases',
    services: 'Services',
    documents: 'Documents',
    account: 'Account',
    home: 'Home',
  },
  /** The search page's list of sections, below the search box. */
  browse: { title: 'Browse by section', overview: 'Overview', useCases: 'Use Cases' },
};

export type Words = typeof words;
