import { createClient } from '@supabase/supabase-js';
import { authStorageKey } from '../../before-hydration/session-key';
import { supabaseAnonKey, supabaseUrl } from './auth-service';

/**
 * The page's one Supabase client: session in localStorage, automatic refresh, and the PKCE flow,
 * so e-mail links and social sign-in bring back a one-time code (exchanged by the browser that
 * asked for it), never tokens in a URL. Only ever loaded through `loadAuthClient()`.
 */
export const supabase = createClient(supabaseUrl, supabaseAnonKey, {
  auth: { storageKey: authStorageKey, flowType: 'pkce' },
});
