import type { SupabaseClient } from '@supabase/supabase-js';

let client: SupabaseClient | undefined;
let pending: Promise<SupabaseClient> | undefined;
const listeners = new Set<(client: SupabaseClient) => void>();

/**
 * Loads supabase-js on demand (its own chunk): on /auth, when a stored session exists, when the URL
 * carries an auth redirect, or when the visitor acts. Content pages of a signed-out visitor never call it.
 */
export function loadAuthClient(): Promise<SupabaseClient> {
  pending ??= import('./supabase-instance').then(({ supabase }) => {
    client = supabase;
    for (const listener of listeners) listener(supabase);
    return supabase;
  });
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/** Calls `listener` once the client is loaded (at once if it already is); returns an unsubscribe. */
export function whenAuthClientLoaded(listener: (client: SupabaseClient) => void): () => void {
  if (client) {
    listener(client);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
