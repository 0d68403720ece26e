import { codeVerifierKey, readStorage } from './code-verifier';

/**
 * Runs a request that starts a new PKCE flow (a reset link or a confirmation sent again) without
 * losing the flow still waiting: when the request fails (say, too soon: 429), supabase-js removes
 * its verifier key, and the link already in the visitor's mailbox could no longer sign in here.
 * The key is put back then.
 */
export async function keepingPendingVerifier<T>(request: () => Promise<T>): Promise<T> {
  const pending = readStorage(codeVerifierKey);
  const result = await request();
  if (pending !== null && readStorage(codeVerifierKey) === null) {
    try {
      window.localStorage.setItem(codeVerifierKey, pending);
    } catch {
      // Storage blocked: nothing was kept there to begin with.
    }
  }
  return result;
}
