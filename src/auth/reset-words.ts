/**
 * The words of the password reset page (/auth/reset-password), in English: asking for a link,
 * choosing the new password. Translations: `reset-words.zh.ts`, `reset-words.am.ts`.
 */
export const words = {
  /** /auth/reset-password. */
  reset: {
    checkingLink: 'Checking your link…',
    chooseNewPassword: 'Choose a new password',
    /** 'For <address>. Every other device…', read as one phrase around the address. */
    forAddress: { before: 'For ', after: '. Every other device where you are signed in will be signed out.' },
    saveNewPassword: 'Save new password',
    sendResetLink: 'Send reset link',
    backToSignIn: 'Back to sign in',
    needsScript: 'Resetting a password needs JavaScript. Please enable it and reload.',
    /** Said whether or not the address has an account: the answer must not tell. */
    linkSent: (email: string) => `If ${email} belongs to an account, a link to choose a new password is on its way. Check your email.`,
    passwordSaved: 'Your new password is saved, and you are signed in.',
  },
};

export type ResetWords = typeof words;
