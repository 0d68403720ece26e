import { messages } from './messages';

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
  otp_expired: messages.redirectErrors.linkExpired,
  access_denied: messages.redirectErrors.accessDenied,
  signup_disabled: messages.redirectErrors.signupDisabled,
  bad_oauth_callback: messages.redirectErrors.socialFailed,
  bad_oauth_state: messages.redirectErrors.socialFailed,
  flow_state_expired: messages.redirectErrors.flowExpired,
  flow_state_not_found: messages.redirectErrors.flowExpired,
  provider_email_needs_verification: messages.redirectErrors.providerEmailUnverified,
  email_not_confirmed: messages.redirectErrors.emailNotConfirmed,
  user_banned: messages.redirectErrors.userBanned,
  server_error: messages.redirectErrors.serviceProblem,
  unexpected_failure: messages.redirectErrors.serviceProblem,
};

const UNKNOWN_ERROR = messages.redirectErrors.unknown;

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
