import type { AuthError } from '@supabase/supabase-js';
import { words } from '../words';

/** How a request ended, for the page's alert: an error, a success message, or a redirect under way. */
export interface AuthOutcome {
  error?: string;
  success?: string;
  /** The browser is leaving for the provider: keep the buttons disabled. */
  redirecting?: boolean;
  /** An address an e-mail went (or is waiting to go) to: the page offers to send it again. */
  resendTo?: string;
  /** The service takes the request again in this many seconds: a countdown, not an error. */
  retryAfter?: number;
}

const serviceErrors: Partial<Record<string, string>> = words.serviceErrors;

/**
 * The error's own message (in this language's words for the codes the service sends most); only a
 * network failure, which has none worth reading, is explained.
 */
export function errorMessage(error: Pick<AuthError, 'name' | 'message'> & { code?: string }): string {
  if (error.name === 'AuthRetryableFetchError') {
    return words.errors.unreachable;
  }
  const known = error.code && Object.hasOwn(serviceErrors, error.code) ? serviceErrors[error.code] : undefined;
  return known ?? (error.message || words.errors.somethingWentWrong);
}

/**
 * The wait the service asks for when an e-mail was sent too recently (429
 * over_email_send_rate_limit, "…only request this after 42 seconds."); undefined for any other error.
 */
export function retryAfterSeconds(error: Pick<AuthError, 'message'> & { code?: string }): number | undefined {
  if (error.code !== 'over_email_send_rate_limit') return undefined;
  const seconds = /(?:after|every) (\d+) seconds?/.exec(error.message)?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}

/**
 * A failed request's outcome: the error's message or, when the service names a wait, the wait
 * (with the address to send to again once it is over).
 */
export function failureOutcome(error: Pick<AuthError, 'name' | 'message'> & { code?: string }, resendTo?: string): AuthOutcome {
  const retryAfter = retryAfterSeconds(error);
  return retryAfter === undefined ? { error: errorMessage(error) } : { retryAfter, resendTo };
}
