/** What an auth redirect (email link, social sign-in) left in the URL, query and fragment merged. */
export interface AuthRedirectParams {
  /** What to tell the visitor when the redirect reports a failure (e.g. Cancel on the consent screen). */
  error: string | null;
  /** True when the fragment carries tokens that supabase-js turns into a session. */
  hasTokens: boolean;
  /** True when the query carries a PKCE code that supabase-js exchanges for a session. */
  hasCode: boolean;
}

/**
 * The auth service's error codes a redirect can bring back, with what the page says for each. The
 * page never shows the redirect's own `error_description`: anyone can put any text in a link to the
 * site, and the site must not repeat it to the visitor as if it were its own.
 */
const KNOWN_ERRORS: Record<string, string> = {
  otp_expired: 'Email link is invalid or has expired',
  access_denied: 'The user denied access',
  signup_disabled: 'New accounts cannot be created at the moment.',
  bad_oauth_callback: 'Social sign-in could not be completed. Please try again.',
  bad_oauth_state: 'Social sign-in could not be completed. Please try again.',
  flow_state_expired: 'This sign-in link has expired. Please sign in again.',
  flow_state_not_found: 'This sign-in link has expired. Please sign in again.',
  provider_email_needs_verification: 'Please confirm your e-mail address with the provider, then try again.',
  email_not_confirmed: 'Email not confirmed',
  user_banned: 'This account is blocked.',
  server_error: 'The sign-in service had a problem. Please try again.',
  unexpected_failure: 'The sign-in service had a problem. Please try again.',
};

const UNKNOWN_ERROR = 'Sign-in could not be completed. Please try again.';

/** What the page says about a redirect's error: fixed text chosen by its `error_code` (else its `error`). */
function errorMessage(params: URLSearchParams): string | null {
  const present = (name: string) => params.get(name)?.trim() || null;
  if (!present('error') && !present('error_code') && !present('error_description')) return null;
  const known = [present('error_code'), present('error')].find((code) => code !== null && Object.hasOwn(KNOWN_ERRORS, code));
  return known ? KNOWN_ERRORS[known]! : UNKNOWN_ERROR;
}

export function readAuthRedirect(location: { search: string; hash: string }): AuthRedirectParams {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  for (const [key, value] of new URLSearchParams(location.search)) params.set(key, value);
  return {
    error: errorMessage(params),
    hasTokens: params.has('access_token') && params.has('refresh_token'),
    hasCode: new URLSearchParams(location.search).has('code'),
  };
}
