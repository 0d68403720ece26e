import { useSyncExternalStore } from 'react';
import { DEFAULT_PREFERENCE, resolveTheme, type ResolvedTheme, type ThemePreference } from './theme-preference';
import { preferenceSnapshot, subscribeTheme, systemDarkSnapshot } from './theme-store';

const unknownOnServer = () => undefined;

export interface ThemeState {
  preference: ThemePreference;
  /** The theme shown; undefined while hydrating (the server cannot know it). */
  resolved: ResolvedTheme | undefined;
}

/** The saved choice and the theme it resolves to, read from the browser after hydration. */
export function useThemeState(): ThemeState {
  const saved = useSyncExternalStore(subscribeTheme, preferenceSnapshot, unknownOnServer);
  const systemDark = useSyncExternalStore(subscribeTheme, systemDarkSnapshot, unknownOnServer);
  const preference = saved ?? DEFAULT_PREFERENCE;
  return { preference, resolved: systemDark === undefined ? undefined : resolveTheme(preference, systemDark) };
}
