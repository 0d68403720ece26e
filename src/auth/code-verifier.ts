import { authStorageKey } from './auth-config';

/**
 * Whether this browser started a PKCE flow still waiting for its code: supabase-js keeps the
 * verifier under `<storage key>-code-verifier`. A code opened in another browser (a confirmation
 * mail read on a phone) cannot be exchanged here.
 */
export function hasPendingCodeVerifier(): boolean {
  try {
    return window.localStorage.getItem(`${authStorageKey}-code-verifier`) !== null;
  } catch {
    return false;
  }
}
