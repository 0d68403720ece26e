import type { Words } from './words';

/**
 * The words of site search, in Simplified Chinese: the header's search button, the search dialog and its
 * box, the status line under it (searching, how many results, nothing found), the offer when
 * nothing matches, the part of the site each result is in, and the search page's list of
 * sections. Translations: `words.zh.ts`, `words.am.ts` beside this file, with the same keys.
 */

/** '1个结果', '3个结果'. */
const results = (count: number) => `${count}个结果`;

export const words: Words = {
  /** The header's search button (for screen readers) and the dialog's title. */
  search: '搜索',
  inputLabel: '搜索本站',
  placeholder: '搜索产品、服务和主题',
  resultsRegion: '搜索结果',
  resultsList: '结果',
  tryAgain: '重试',
  /** The status line under the search box. */
  status: {
    searching: '正在搜索…',
    failed: '搜索加载失败。请检查网络连接后重试。',
    noMatch: (query: string) => `没有与“${query}”匹配的页面。`,
    found: (count: number, searched: string) => `为“${searched}”找到${results(count)}。`,
    /** Nothing matched the query as typed; its spelling corrected (`searched`) did. */
    foundCorrected: (query: string, count: number, searched: string) =>
      `没有与“${query}”匹配的页面。为“${searched}”找到${results(count)}。`,
  },
  /** What a search that finds nothing offers. */
  noResults: {
    popularPages: '热门页面',
    notWhatYouNeed: '没有找到需要的内容？',
    askTeam: (query: string) => `向我们的团队咨询“${query}”`,
    /** The topic the contact form's message is prefilled with (see the site's contactMessage). */
    conversationAbout: (query: string) => `一次关于“${query}”的交流`,
  },
  /** The part of the site a result is in, beside its title (a service's own group says its name). */
  resultParts: {
    useCases: '应用场景',
    services: '服务',
    documents: '文档',
    account: '账户',
    home: '首页',
  },
  /** The search page's list of sections, below the search box. */
  browse: { title: '按栏目浏览', overview: '概览', useCases: '应用场景' },
};
