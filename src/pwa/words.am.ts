import type { Words } from './words';

/**
 * The words of the installable, offline site, in Amharic: the install button and its iPhone/iPad
 * how-to, the offline badge, 'Ready to work offline', and the toast that offers a new version.
 * Same keys as the English `words.ts`.
 */
export const words: Words = {
  installApp: 'አፑን ይጫኑ',
  /**
   * The how-to on iPhone and iPad, read as one sentence: `before` **share** `between` **addToHomeScreen**
   * `after`. iOS has no Amharic interface, so Safari shows its buttons in English (or in the
   * device's language): their English names, with the Amharic meaning beside them.
   */
  iosHowTo: {
    before: 'በiPhone ወይም iPad ላይ፦ ',
    share: 'Share (አጋራ)',
    between: ' የሚለውን ይንኩ፤ ከዚያም ',
    addToHomeScreen: 'Add to Home Screen (ወደ መነሻ ገጽ አክል)',
    after: ' የሚለውን ይምረጡ።',
  },
  offline: 'ከመስመር ውጭ ነዎት፦ የተቀመጠው የድረ-ገጹ ቅጂ እየታየ ነው',
  readyOffline: 'ያለ ኢንተርኔት ለመሥራት ዝግጁ',
  update: { title: 'አዲስ ስሪት ይገኛል', reload: 'ገጹን ያድሱ' },
};
