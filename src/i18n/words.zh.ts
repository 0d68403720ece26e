import navigation from './navigation/navigation.zh.json' with { type: 'json' };
import type { Words } from './words';

/**
 * The words of the site's chrome and page templates, in Simplified Chinese: the header, menus and footer,
 * the parts every page is built from, the not-found page and the language switcher. Each area of
 * the app with its own screens keeps its own `words.ts` beside its code (auth, contact, search,
 * account, pwa). Translations: `words.zh.ts`, `words.am.ts`, with the same keys (checked by
 * tests/unit/translations.test.ts and by the build).
 */
export const words: Words = {
  /** The menus' labels: `src/i18n/navigation/`, edited at /admin. */
  ...navigation,
  skipToContent: '跳至正文',
  loading: '加载中…',
  mainNavigation: '主导航',
  mobileNavigation: '移动端导航',
  siteLinks: '网站链接',
  menu: '菜单',
  search: '搜索',
  groupOverview: (group: string) => `${group}概览`,
  signIn: '登录',
  allRightsReserved: '保留所有权利。',
  theme: '主题',
  themes: { light: '浅色', dark: '深色', system: '跟随系统' },
  /** Read as one phrase: 'Switch to' + 'dark' or 'light' + 'theme'. */
  switchTheme: { before: '切换到', dark: '深色', light: '浅色', after: '主题' },
  apiDocumentation: 'API 文档',
  apiDocumentationFrame: 'Tana Fintech API 文档',
  viewDocumentation: '查看文档',
  opensInNewTab: '（在新标签页中打开）',
  scheduleDemo: '预约演示',
  platformDemoTopic: '一次平台演示',
  /** The first crumb of a page's breadcrumb trail, and the trail's name. */
  home: '首页',
  breadcrumb: '面包屑导航',
  backToHome: '返回首页',
  explore: '探索',
  learnMore: '了解更多',
  exploreMore: '探索更多',
  showLess: '收起',
  keyCapabilities: '核心能力',
  highlights: '亮点',
  byTheNumbers: '数据一览',
  businessImpact: '业务成效',
  impact: '成效：',
  statistics: (title: string) => `${title}关键数据`,
  inFigures: (title: string) => `${title}数据一览`,
  figureRows: {
    solutions: '解决方案成效',
    eWallet: '电子钱包数据',
    technology: '技术数据',
    company: '公司数据',
  },
  supportIn: (languages: string) => `支持${languages}。`,
  printDocument: '打印或另存为 PDF',
  talkToUs: '联系我们',
  writeToUs: { before: '或发送邮件至', after: '。' },
  /** The sentence a contact button prefills the message with; `topic` is the page's subject. */
  contactMessage: (topic: string) => `您好，我想预约${topic}。请与我联系安排时间。`,
  figures: {
    upTo: (value: string) => `最高${value}`,
    under: (value: string) => `<${value}`,
    plus: (value: string) => `${value}+`,
  },
  app: {
    contactUs: '联系我们',
    screenshotWide: (site: string) => `${site} 首页（桌面端）`,
    screenshotNarrow: (site: string) => `${site} 首页（手机端）`,
  },
  /** The privacy policy, the terms and the storage notice: their links and the words of their pages. */
  legal: {
    title: '法律信息',
    privacy: '隐私政策',
    terms: '使用条款',
    storage: '本地存储说明',
    /** The eyebrow of a legal page: 'Legal · In effect from March 2025'. */
    inEffect: (month: string) => `自${month}起生效`,
    storageList: { label: '本网站在您浏览器中保存的内容', where: '位置', purpose: '用途', kept: '保存期限' },
    company: { legalName: '运营方', registration: '注册信息', address: '注册地址', privacyEmail: '数据保护联系方式' },
    /** Beside a form's button; {terms}, {privacy} and {storage} become links to those pages. */
    signUpNote: '创建账户即表示您接受{terms}。{privacy}说明了我们如何处理您的信息；{storage}列出了网站在您设备上保存的内容。',
    contactNote: '{privacy}说明了我们如何处理您的消息；{storage}列出了此表单在您设备上保存的内容。本网站的使用适用{terms}。',
  },
  notFound: {
    documentTitle: '页面未找到',
    description: '该页面不存在。',
    heading: '哎呀！页面未找到',
    text: '您访问的页面不存在或已被移动。',
    returnHome: '返回首页',
  },
  untranslated: '本页暂无中文版本，以下为英文原文。',
  redirect: {
    title: (target: string) => `正在跳转至“${target}”`,
    moved: { before: '此页面已移至', after: '。' },
  },
  language: {
    label: '语言',
    /** The switcher's button, for screen readers: 'Language: English'. */
    current: (name: string) => `语言：${name}`,
    /** Around the other language's name, which is written in itself: 'This page is also available in 中文.' */
    offer: { before: '本页面另有', after: '版本。' },
    switchTo: { before: '阅读', after: '版本' },
    dismiss: '不用了，谢谢',
  },
};
