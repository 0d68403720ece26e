import type { Words } from './words';

/**
 * The words of the installable, offline site, in Simplified Chinese: the install button and its iPhone/iPad
 * how-to, the offline badge, 'Ready to work offline', and the toast that offers a new version.
 * Translations: `words.zh.ts`, `words.am.ts` beside this file, with the same keys.
 */
export const words: Words = {
  installApp: '安装应用',
  /**
   * The how-to on iPhone and iPad, read as one sentence: `before` **share** `between` **addToHomeScreen**
   * `after`. The bold words name Safari's own buttons: use the words Safari shows in the language.
   */
  iosHowTo: {
    before: '在 iPhone 或 iPad 上：轻点',
    share: '共享',
    between: '，然后选择',
    addToHomeScreen: '添加到主屏幕',
    after: '。',
  },
  offline: '您已离线：正在显示本站的已保存副本',
  readyOffline: '已可离线使用',
  update: { title: '有新版本可用', reload: '重新加载' },
};
