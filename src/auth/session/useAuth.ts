import { useContext, useMemo, useSyncExternalStore } from 'react';
import { AuthStoreContext } from './auth-context';
import type { AuthContextValue } from './auth-state';

export function useAuth(): AuthContextValue {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuth must be used within an AuthProvider');
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return useMemo(() => ({ ...state, signOut: store.signOut }), [state, store]);
}
