/**
 * The words of signing in, in English: the /auth card (tabs, forms, social sign-in), the password
 * reset page, the form checks, and what the page says about a request's outcome or an e-mail link
 * (the header's account items are in session-messages.ts, loaded on every page). Errors the auth service sends with its own text are
 * shown as they come and are not here. Translations: `messages.zh.ts`, `messages.am.ts` beside
 * this file, with the same keys.
 */
export const messages = {
  /** The form fields' labels (also named in the checks' messages). */
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    companyRole: 'Company role',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    /** After the label of a field that may stay empty. */
    optional: ' (optional)',
  },
  /** What the forms check before anything is sent. */
  problems: {
    tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
    passwordTooLong: (max: number) => `Password must be at most ${max} characters (fewer with accented letters or emoji).`,
    blank: (field: string) => `${field} cannot be blank.`,
    passwordsDiffer: 'The two passwords do not match.',
  },
  /** The /auth card. */
  panel: {
    tabsLabel: 'Sign in or create an account',
    signInTab: 'Sign In',
    signUpTab: 'Sign Up',
    signInButton: 'Sign In',
    createAccountButton: 'Create Account',
    forgotPassword: 'Forgot password?',
    needsScript: 'Signing in needs JavaScript. Please enable it and reload.',
  },
  social: {
    /** Above the providers' buttons. */
    orContinueWith: 'Or continue with',
    /** A provider's button, for screen readers ('Continue with Google'); the button shows the provider's name. */
    continueWith: (provider: string) => `Continue with ${provider}`,
  },
  signUp: {
    confirmEmail: 'Check your email for a confirmation link!',
    confirmationResent: (email: string) => `A new confirmation link is on its way to ${email}.`,
  },
  /** 'Didn’t get the e-mail at <address>?', read as one phrase around the address. */
  sendAgain: {
    before: 'Didn’t get the e-mail at ',
    after: '?',
    button: 'Send it again',
  },
  /** Under the button to ask again, while the service's limit runs. */
  retry: {
    countdown: (seconds: number) => `You can ask again in ${seconds} s.`,
    pleaseWait: (seconds: number) => `Please wait ${seconds} seconds before asking again.`,
  },
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
  /** What an e-mail link or a social sign-in brought back. */
  links: {
    confirmedElsewhere: 'Your e-mail address is confirmed. Sign in to continue.',
    resetElsewhere:
      'This link was opened in a different browser from the one that asked for it, so it cannot sign you in here. Ask for a new link below and open it in this browser.',
  },
  /** What the page says for the error codes an auth redirect can bring back (never the redirect's own text). */
  redirectErrors: {
    linkExpired: 'Email link is invalid or has expired',
    accessDenied: 'The user denied access',
    signupDisabled: 'New accounts cannot be created at the moment.',
    socialFailed: 'Social sign-in could not be completed. Please try again.',
    flowExpired: 'This sign-in link has expired. Please sign in again.',
    providerEmailUnverified: 'Please confirm your e-mail address with the provider, then try again.',
    emailNotConfirmed: 'Email not confirmed',
    userBanned: 'This account is blocked.',
    serviceProblem: 'The sign-in service had a problem. Please try again.',
    unknown: 'Sign-in could not be completed. Please try again.',
  },
  /**
   * The auth service's errors by code, in the service's own words (the spec shows the error's own
   * message); a translation says them in its language. Codes not listed show the service's text.
   */
  serviceErrors: {
    invalid_credentials: 'Invalid login credentials',
    email_not_confirmed: 'Email not confirmed',
    user_already_exists: 'User already registered',
    same_password: 'New password should be different from the old password.',
    over_request_rate_limit: 'Request rate limit reached',
  },
  /** Failures that are not the service's own words. */
  errors: {
    unreachable: 'Could not reach the sign-in service. Check your connection and try again.',
    couldNotLoad: 'Could not load the sign-in service. Check your connection and try again.',
    somethingWentWrong: 'Something went wrong. Please try again.',
  },
};

export type Messages = typeof messages;
