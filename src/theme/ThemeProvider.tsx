import { createContext, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { storePreference } from './theme-store';
import { applyTheme, toggledPreference, type ResolvedTheme, type ThemePreference } from './theme-preference';
import { useThemeState } from './useThemeState';

export interface ThemeActions {
  setPreference: (preference: ThemePreference) => void;
  /** Switches between light and dark, from what is shown now. */
  toggle: () => void;
}

/** Holds only stable actions: a value that changed on mount would re-render (and break) hydration. */
export const ThemeContext = createContext<ThemeActions | null>(null);

/**
 * Light, dark or system (default). The saved choice and the OS scheme are read only in the browser
 * (the head script, src/before-hydration/head.ts, applied them before first paint), so the prerendered
 * HTML never depends on them; 'system' follows the OS as it changes.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { resolved } = useThemeState();

  useEffect(() => {
    if (resolved) applyTheme(document, resolved);
  }, [resolved]);

  const toggle = useCallback(() => {
    const shown: ResolvedTheme = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
    storePreference(toggledPreference(shown));
  }, []);

  const actions = useMemo(() => ({ setPreference: storePreference, toggle }), [toggle]);
  return <ThemeContext.Provider value={actions}>{children}</ThemeContext.Provider>;
}
