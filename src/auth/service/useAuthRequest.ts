import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthOutcome } from './auth-outcome';
import { words } from '../words';

export interface AuthRequestState {
  loading: boolean;
  error: string | null;
  success: string | null;
  /** An address the page offers to send the e-mail (confirmation, reset link) to again. */
  resendTo: string | null;
  /** When (ms since the epoch) the service takes an e-mail request again, or null. */
  retryAt: number | null;
}

const idle: AuthRequestState = { loading: false, error: null, success: null, resendTo: null, retryAt: null };

/**
 * The auth page's one request at a time: `loading` disables every button, and the error and
 * success messages are cleared at the start of each submit.
 */
export function useAuthRequest() {
  const [state, setState] = useState<AuthRequestState>(idle);
  const busy = useRef(false);

  const run = useCallback(async (request: () => Promise<AuthOutcome>) => {
    if (busy.current) return;
    busy.current = true;
    // What waits for confirmation stays on screen while the next request runs.
    setState((current) => ({ ...current, loading: true, error: null, success: null }));
    let outcome: AuthOutcome;
    try {
      outcome = await request();
    } catch {
      outcome = { error: words.errors.couldNotLoad };
    }
    busy.current = outcome.redirecting === true;
    setState({
      loading: busy.current,
      error: outcome.error ?? null,
      success: outcome.success ?? null,
      resendTo: outcome.resendTo ?? null,
      retryAt: outcome.retryAfter === undefined ? null : Date.now() + outcome.retryAfter * 1000,
    });
  }, []);

  /** A problem found before any request (a field to fix, an error brought back in the URL). */
  const fail = useCallback((message: string) => setState({ ...idle, error: message }), []);

  /** A message the page brings along (e.g. after a link that confirmed the address elsewhere). */
  const succeed = useCallback((message: string) => setState({ ...idle, success: message }), []);

  useEffect(() => {
    // Back from the provider's page restores this page from the back/forward cache mid-"redirect".
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setState(idle);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return { ...state, run, fail, succeed };
}

export type AuthRequest = ReturnType<typeof useAuthRequest>;
