import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';
import { createAuthStore } from './auth-store';
import { useAuthErrorRoute } from './useAuthErrorRoute';

/**
 * Gives the app `user`, `session`, `loading` and `signOut`. The server render and hydration always
 * see the signed-out, loading state, so the prerendered HTML never depends on a session; the real
 * state arrives right after hydration.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createAuthStore);
  const [state, setState] = useState(store.getServerSnapshot);

  useEffect(() => {
    // As a transition, a session arriving while lazy parts of the page still hydrate waits for
    // them instead of forcing them to re-render from scratch (React error 421).
    const unsubscribe = store.subscribe(() => startTransition(() => setState(store.getSnapshot())));
    const stop = store.start();
    return () => {
      stop();
      unsubscribe();
    };
  }, [store]);

  const signOut = useCallback(() => {
    // Urgent, not a transition: Sign Out must show at once even while a navigation is suspended
    // (e.g. offline, waiting for a page chunk that cannot load).
    setState({ user: null, session: null, loading: false });
    return store.signOut();
  }, [store]);

  useAuthErrorRoute();
  const value = useMemo<AuthContextValue>(() => ({ ...state, signOut }), [state, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
