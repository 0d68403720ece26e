import { readPreference, savePreference, type ThemePreference } from './theme-preference';

/**
 * The browser-side sources of the theme (the saved choice and the OS colour scheme) as an external
 * store for useSyncExternalStore: read after hydration, updated by the OS, other tabs and the toggle.
 */

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
/** Holds the choice when storage refuses it (private mode), so it still applies on this page. */
let unsaved: ThemePreference | undefined;

export function subscribeTheme(listener: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  listeners.add(listener);
  query.addEventListener('change', listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    query.removeEventListener('change', listener);
    window.removeEventListener('storage', listener);
  };
}

export function preferenceSnapshot(): ThemePreference {
  return unsaved ?? readPreference(window.localStorage);
}

export function systemDarkSnapshot(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

export function storePreference(preference: ThemePreference): void {
  savePreference(window.localStorage, preference);
  unsaved = readPreference(window.localStorage) === preference ? undefined : preference;
  listeners.forEach((listener) => listener());
}
