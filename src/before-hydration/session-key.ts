/**
 * supabase-js's own default storage key, `sb-<first label of the hostname>-auth-token`. Passing it
 * explicitly keeps the client (src/auth) and the synchronous checks on the same key: the app's
 * (src/auth/session/stored-session.ts) and the account page's head script (sign-in-first.ts).
 * Here, below src/auth, so that script carries this and nothing more.
 */
export function storageKeyFor(url: string): string {
  const hostname = URL.canParse(url) ? new URL(url).hostname : 'local';
  return `sb-${hostname.split('.')[0]}-auth-token`;
}

/** Where the session of this build's auth service (`VITE_SUPABASE_URL`) is stored. */
export const authStorageKey = storageKeyFor(import.meta.env.VITE_SUPABASE_URL ?? '');
