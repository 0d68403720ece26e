import { useContext, useMemo, useSyncExternalStore } from 'react';
import { AuthStoreContext, type AuthContextValue } from './auth-context';

export function useAuth(): AuthContextValue {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuth must be used within an AuthProvider');
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return useMemo(() => ({ ...state, signOut: store.signOut }), [state, store]);
}
