import type { ReactNode } from 'react';

/** Placeholder: the theme module provides light/dark/system here. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
