import type { PageContent } from '../types';

export default {
  template: 'search',
  title: '搜索',
  seoTitle: '站内搜索',
  description: '搜索 Tana Fintech 的全部解决方案、服务和文档，或按栏目浏览全站内容。',
  icon: 'i-lucide-search',
  // A page of results, not content: kept out of search engines and out of the site's own index.
  noindex: true,
  intro: '在全站查找产品、服务或主题，在线或离线均可使用。',
  needsScript: '搜索功能需要 JavaScript，但当前浏览器已将其关闭或不支持。下方按栏目列出了本站的所有页面。',
} satisfies PageContent;
