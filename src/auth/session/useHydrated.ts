import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server render and during hydration, true after: for markup that needs JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
