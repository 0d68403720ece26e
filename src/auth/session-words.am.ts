import type { SessionWords } from './session-words';

/**
 * What every page may say about the visitor's session, in Amharic: the header's and the mobile
 * menu's account items. Same keys as the English `session-words.ts`.
 */
export const words: SessionWords = {
  /** The header's and the mobile menu's account items. */
  account: {
    signIn: 'ይግቡ',
    signOut: 'ይውጡ',
    yourAccount: 'የእርስዎ መለያ',
    /** The header's account link, on hover: 'የእርስዎ መለያ (Ada Lovelace)'. */
    yourAccountOf: (name: string) => `የእርስዎ መለያ (${name})`,
    /** 'የገቡበት መለያ፦ <name>', read as one phrase around the name. */
    signedInAs: { before: 'የገቡበት መለያ፦ ', after: '' },
    /** The name shown for a user with neither a name nor an email address. */
    fallbackName: 'መለያ',
  },
};
