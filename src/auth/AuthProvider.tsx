import { useEffect, useState, type ReactNode } from 'react';
import { AuthStoreContext } from './auth-context';
import { createAuthStore } from './auth-store';
import { useAuthErrorRoute } from './useAuthErrorRoute';

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
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}
