/**
 * The words of signing in, in English: the /auth card (tabs, forms, social sign-in), the form
 * checks, and what the page says about a request's outcome or an email link. The header's account
 * items (session-words.ts), the reset page's words (reset-words.ts) and the errors a sign-in
 * redirect brings back (redirect-words.ts) are apart, loaded only where they are needed. Errors
 * the auth service sends with its own text are shown as they come and are not here. Translations:
 * `words.zh.ts`, `words.am.ts` beside this file, with the same keys.
 */
export const words = {
  /** The form fields' labels (also named in the checks' messages). */
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    companyRole: 'Company role',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
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
  /** 'Didn’t get the email at <address>?', read as one phrase around the address. */
  sendAgain: {
    before: 'Didn’t get the email at ',
    after: '?',
    button: 'Send it again',
  },
  /** Under the button to ask again, while the service's limit runs. */
  retry: {
    countdown: (seconds: number) => `You can ask again in ${seconds} s.`,
    pleaseWait: (seconds: number) => `Please wait ${seconds} seconds before asking again.`,
  },
  /** What an email link or a social sign-in brought back. */
  links: {
    confirmedElsewhere: 'Your email address is confirmed. Sign in to continue.',
    resetElsewhere:
      'This link was opened in a different browser from the one that asked for it, so it cannot sign you in here. Ask for a new link below and open it in this browser.',
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

export type Words = typeof words;
