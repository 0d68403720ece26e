import type { SessionWords } from './session-words';

/**
 * What every page may say about the visitor's session, in Simplified Chinese: the header's and the mobile
 * menu's account items. Kept apart from words.ts (the sign-in screens) because the header loads
 * with every page. Translations: `session-words.zh.ts`, `session-words.am.ts` beside this file.
 */
export const words: SessionWords = {
  /** The header's and the mobile menu's account items. */
  account: {
    signIn: '登录',
    signOut: '退出登录',
    yourAccount: '您的账户',
    /** The header's account link, on hover: 'Your account (Ada Lovelace)'. */
    yourAccountOf: (name: string) => `您的账户（${name}）`,
    /** 'Signed in as <name>', read as one phrase around the name. */
    signedInAs: { before: '当前登录账户', after: '' },
    /** The name shown for a user with neither a name nor an email address. */
    fallbackName: '账户',
  },
};
