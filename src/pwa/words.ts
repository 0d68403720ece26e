/**
 * The words of the installable, offline site, in English: the install button and its iPhone/iPad
 * how-to, the offline badge, 'Ready to work offline', and the toast that offers a new version.
 * Translations: `words.zh.ts`, `words.am.ts` beside this file, with the same keys.
 */
export const words = {
  installApp: 'Install app',
  /**
   * The how-to on iPhone and iPad, read as one sentence: `before` **share** `between` **addToHomeScreen**
   * `after`. The bold words name Safari's own buttons: use the words Safari shows in the language.
   */
  iosHowTo: {
    before: 'On iPhone or iPad: tap ',
    share: 'Share',
    between: ', then ',
    addToHomeScreen: 'Add to Home Screen',
    after: '.',
  },
  offline: 'You are offline: showing the saved copy of the site',
  readyOffline: 'Ready to work offline',
  update: { title: 'A new version is available', reload: 'Reload' },
};

export type Words = typeof words;
