import { authStorageKey } from '../../before-hydration/session-key';

/** Where supabase-js keeps the verifier of the newest PKCE flow still waiting for its code. */
export const codeVerifierKey = `${authStorageKey}-code-verifier`;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether this browser started a PKCE flow still waiting for its code. A code opened in another
 * browser (a confirmation mail read on a phone) cannot be exchanged here.
 */
export function hasPendingCodeVerifier(): boolean {
  return readStorage(codeVerifierKey) !== null;
}
