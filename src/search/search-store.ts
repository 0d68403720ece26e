import { useSyncExternalStore } from 'react';

/**
 * Whether the search dialog is open: one small store, so the header's button, the keyboard
 * shortcuts and the mobile menu all open the same dialog.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openSearch = () => set(true);
export const closeSearch = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
