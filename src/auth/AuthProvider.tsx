import type { ReactNode } from 'react';

/** Placeholder: the auth module provides user, session and loading here. */
export function AuthProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
