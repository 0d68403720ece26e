/**
 * The words of the shared interface parts, in English: the dialogs' close button, the
 * notifications (toasts) region and its close buttons, and how a 'Learn More' button names what it
 * reveals to screen readers. Translations: `words.zh.ts`, `words.am.ts` beside this file,
 * with the same keys.
 */
export const words = {
  /** A dialog's close button (an icon, named for screen readers). */
  /** After the label of a form field that may stay empty. */
  optional: ' (optional)',
  closeDialog: 'Close',
  toasts: {
    /** The toasts' region; the browser's shortcut to reach it follows ('Notifications alt+T'). */
    region: 'Notifications',
    close: 'Close toast',
  },
  /** After a 'Learn More' button's text, for screen readers: what it reveals ('Learn More: SoftPOS'). */
  disclosureAbout: (about: string) => `: ${about}`,
};

export type Words = typeof words;
