import type { Words } from './words';

/**
 * The words of site search, in Amharic: the header's search button, the search dialog and its
 * box, the status line under it (searching, how many results, nothing found), the offer when
 * nothing matches, the part of the site each result is in, and the search page's list of
 * sections. Same keys as the English `words.ts`.
 */

/** '1 ውጤት', '3 ውጤት' (after a number, Amharic keeps the noun as it is). */
const results = (count: number) => `${count} ውጤት`;

export const words: Words = {
  /** The header's search button (for screen readers) and the dialog's title. */
  search: 'ፍለጋ',
  inputLabel: 'ድረ-ገጹን ይፈልጉ',
  placeholder: 'ምርቶችን፣ አገልግሎቶችን እና ርዕሶችን ይፈልጉ',
  resultsRegion: 'የፍለጋ ውጤቶች',
  resultsList: 'ውጤቶች',
  tryAgain: 'እንደገና ይሞክሩ',
  /** The status line under the search box. */
  status: {
    searching: 'በመፈለግ ላይ…',
    failed: 'ፍለጋውን መጫን አልተቻለም። ግንኙነትዎን ያረጋግጡ እና እንደገና ይሞክሩ።',
    noMatch: (query: string) => `ከ«${query}» ጋር የሚዛመድ ገጽ የለም።`,
    found: (count: number, searched: string) => `ለ«${searched}» ${results(count)} ተገኝቷል።`,
    /** Nothing matched the query as typed; its spelling corrected (`searched`) did. */
    foundCorrected: (query: string, count: number, searched: string) =>
      `ከ«${query}» ጋር የሚዛመድ ገጽ የለም። ለ«${searched}» ${results(count)} ተገኝቷል።`,
  },
  /** What a search that finds nothing offers. */
  noResults: {
    popularPages: 'በብዛት የሚጎበኙ ገጾች',
    notWhatYouNeed: 'የፈለጉትን አላገኙም?',
    askTeam: (query: string) => `ስለ «${query}» ቡድናችንን ይጠይቁ`,
    /** The topic the contact form's message is prefilled with (see the site's contactMessage). */
    conversationAbout: (query: string) => `ስለ «${query}» ውይይት`,
  },
  /** The part of the site a result is in, beside its title (a service's own group says its name). */
  resultParts: {
    useCases: 'የአጠቃቀም ምሳሌዎች',
    services: 'አገልግሎቶች',
    documents: 'ሰነዶች',
    account: 'መለያ',
    home: 'መነሻ',
  },
  /** The search page's list of sections, below the search box. */
  browse: { title: 'በክፍል ያስሱ', overview: 'አጠቃላይ እይታ', useCases: 'የአጠቃቀም ምሳሌዎች' },
};
