import type { SupabaseClient } from '@supabase/supabase-js';
import { authStorageKey } from '../../before-hydration/session-key';
import { supabaseAnonKey, supabaseUrl } from '../service/auth-service';

/** Revokes a session on the server once the browser is back online (best effort). */
function revokeWhenOnline(accessToken: string): void {
  window.addEventListener(
    'online',
    () => {
      void fetch(`${supabaseUrl}/auth/v1/logout?scope=local`, {
        method: 'POST',
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${accessToken}` },
      }).catch(() => {});
    },
    { once: true },
  );
}

/**
 * `scope: 'local'` removes the stored session before it calls the server, so signing out never
 * depends on the network (the default `global` scope keeps the session when the request fails).
 * If the client itself cannot load (offline, never cached), the stored session is dropped directly.
 */
export async function signOutThisDevice(
  loadClient: () => Promise<SupabaseClient>,
  accessToken: string | undefined,
): Promise<void> {
  let client: SupabaseClient;
  try {
    client = await loadClient();
  } catch {
    window.localStorage.removeItem(authStorageKey);
    if (accessToken) revokeWhenOnline(accessToken);
    return;
  }
  const { error } = await client.auth.signOut({ scope: 'local' });
  if (error && accessToken && !navigator.onLine) revokeWhenOnline(accessToken);
}
