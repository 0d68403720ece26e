/**
 * What every page may say about the visitor's session, in English: the header's and the mobile
 * menu's account items. Kept apart from words.ts (the sign-in screens) because the header loads
 * with every page. Translations: `session-words.zh.ts`, `session-words.am.ts` beside this file.
 */
export const words = {
  /** The header's and the mobile menu's account items. */
  account: {
    signIn: 'Sign In',
    signOut: 'Sign Out',
    yourAccount: 'Your account',
    /** The header's account link, on hover: 'Your account (Ada Lovelace)'. */
    yourAccountOf: (name: string) => `Your account (${name})`,
    /** 'Signed in as <name>', read as one phrase around the name. */
    signedInAs: { before: 'Signed in as ', after: '' },
    /** The name shown for a user with neither a name nor an e-mail address. */
    fallbackName: 'Account',
  },
};

export type SessionWords = typeof words;
