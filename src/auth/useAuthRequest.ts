import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthOutcome } from './auth-actions';

export interface AuthRequestState {
  loading: boolean;
  error: string | null;
  success: string | null;
}

const idle: AuthRequestState = { loading: false, error: null, success: null };

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
    setState({ loading: true, error: null, success: null });
    let outcome: AuthOutcome;
    try {
      outcome = await request();
    } catch {
      outcome = { error: 'Could not load the sign-in service. Check your connection and try again.' };
    }
    busy.current = outcome.redirecting === true;
    setState({ loading: busy.current, error: outcome.error ?? null, success: outcome.success ?? null });
  }, []);

  /** A problem found before any request (a field to fix, an error brought back in the URL). */
  const fail = useCallback((message: string) => setState({ loading: false, error: message, success: null }), []);

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

  return { ...state, run, fail };
}

export type AuthRequest = ReturnType<typeof useAuthRequest>;
