import { errorParameter, readAuthRedirect, redirectParams } from './auth-redirect';
import { words } from '../redirect-words';

/**
 * The auth service's error codes a redirect can bring back, with what the page says for each. The
 * page never shows the redirect's own `error_description`: anyone can put any text in a link to the
 * site, and the site must not repeat it to the visitor as if it were its own.
 */
const KNOWN_ERRORS: Record<string, string> = {
  otp_expired: words.redirectErrors.linkExpired,
  access_denied: words.redirectErrors.accessDenied,
  signup_disabled: words.redirectErrors.signupDisabled,
  bad_oauth_callback: words.redirectErrors.socialFailed,
  bad_oauth_state: words.redirectErrors.socialFailed,
  flow_state_expired: words.redirectErrors.flowExpired,
  flow_state_not_found: words.redirectErrors.flowExpired,
  provider_email_needs_verification: words.redirectErrors.providerEmailUnverified,
  email_not_confirmed: words.redirectErrors.emailNotConfirmed,
  user_banned: words.redirectErrors.userBanned,
  server_error: words.redirectErrors.serviceProblem,
  unexpected_failure: words.redirectErrors.serviceProblem,
};

/** What the page says about a redirect's error: fixed text chosen by its `error_code` (else its `error`); null without one. */
export function authRedirectError(location: { search: string; hash: string }): string | null {
  if (!readAuthRedirect(location).hasError) return null;
  const params = redirectParams(location);
  const known = [errorParameter(params, 'error_code'), errorParameter(params, 'error')].find(
    (code) => code !== null && Object.hasOwn(KNOWN_ERRORS, code),
  );
  return known ? KNOWN_ERRORS[known]! : words.redirectErrors.unknown;
}
