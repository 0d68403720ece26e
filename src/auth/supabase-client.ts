import { createClient } from '@supabase/supabase-js';
import { authStorageKey, supabaseAnonKey, supabaseUrl } from './auth-config';

/**
 * The page's one Supabase client, with the library's defaults (session in localStorage, automatic
 * refresh, session detected in the URL). Only ever loaded through `loadAuthClient()`.
 */
export const supabase = createClient(supabaseUrl, supabaseAnonKey, {
  auth: { storageKey: authStorageKey },
});
