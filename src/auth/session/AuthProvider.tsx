import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AuthStoreContext } from './auth-context';
import { createAuthStore, type AuthStore } from './auth-store';
import { useAuthErrorRoute } from '../redirects/useAuthErrorRoute';

const AuthLinkRoute = lazy(() => import('../screens/AuthLinkRoute').then((m) => ({ default: m.AuthLinkRoute })));

/** Mounts the link routing (its own small chunk) only while a recovery or a failed link needs it. */
function AuthLinks({ store }: { store: AuthStore }) {
  const { recovering, linkProblem } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  if (!recovering && !linkProblem) return null;
  return (
    <Suspense fallback={null}>
      <AuthLinkRoute store={store} />
    </Suspense>
  );
}

/**
 * Gives the app `user`, `session`, `loading` and `signOut` (through useAuth). The server render and
 * hydration always see the signed-out, loading state, so the prerendered HTML never depends on a
 * session; the real state arrives right after hydration. Sign Out shows at once: the store updates
 * its readers synchronously.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createAuthStore);
  useEffect(() => store.start(), [store]);
  useAuthErrorRoute();
  return (
    <AuthStoreContext.Provider value={store}>
      {children}
      <AuthLinks store={store} />
    </AuthStoreContext.Provider>
  );
}
