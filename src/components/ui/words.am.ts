import type { Words } from './words';

/**
 * The words of the shared interface parts, in Amharic: the dialogs' close button, the
 * notifications (toasts) region and its close buttons, and how a 'Learn More' button names what it
 * reveals to screen readers. Same keys as the English `words.ts`.
 */
export const words: Words = {
  /** A dialog's close button (an icon, named for screen readers). */
  /** After the label of a form field that may stay empty. */
  optional: ' (አማራጭ)',
  closeDialog: 'ይዝጉ',
  toasts: {
    /** The toasts' region; the browser's shortcut to reach it follows ('ማሳወቂያዎች alt+T'). */
    region: 'ማሳወቂያዎች',
    close: 'ማሳወቂያውን ይዝጉ',
  },
  /** After a 'Learn More' button's text, for screen readers: what it reveals ('ተጨማሪ ይወቁ፦ SoftPOS'). */
  disclosureAbout: (about: string) => `፦ ${about}`,
};
