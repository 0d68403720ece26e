/**
 * What a page says for the error codes a sign-in redirect can bring back (never the redirect's own
 * text), in English: loaded only when a redirect brings one. Translations:
 * `redirect-words.zh.ts`, `redirect-words.am.ts`.
 */
export const words = {
  /** What the page says for the error codes an auth redirect can bring back (never the redirect's own text). */
  redirectErrors: {
    linkExpired: 'Email link is invalid or has expired',
    accessDenied: 'The user denied access',
    signupDisabled: 'New accounts cannot be created at the moment.',
    socialFailed: 'Social sign-in could not be completed. Please try again.',
    flowExpired: 'This sign-in link has expired. Please sign in again.',
    providerEmailUnverified: 'Please confirm your email address with the provider, then try again.',
    emailNotConfirmed: 'Email not confirmed',
    userBanned: 'This account is blocked.',
    serviceProblem: 'The sign-in service had a problem. Please try again.',
    unknown: 'Sign-in could not be completed. Please try again.',
  },
};

export type RedirectWords = typeof words;
