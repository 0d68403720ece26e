import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { loadAuthClient, whenAuthClientLoaded } from '../service/supabase-loader';
import type { AuthState } from './auth-state';
import { readAuthRedirect } from '../redirects/auth-redirect';
import { hasPendingCodeVerifier } from '../service/code-verifier';
import { signOutThisDevice } from './sign-out';
import { readStoredSession } from './stored-session';

export interface AuthStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthState;
  /** What the server render and hydration see: signed out, loading. */
  getServerSnapshot(): AuthState;
  /** Reads the stored session and follows the client's events; returns the cleanup. */
  start(): () => void;
  signOut(): Promise<void>;
  /** The link problem has been shown. */
  clearLinkProblem(): void;
}

const initial: AuthState = { user: null, session: null, loading: true, recovering: false, linkProblem: null };

const withSession = (state: AuthState, session: Session | null): AuthState => ({
  ...state,
  session,
  user: session?.user ?? null,
  loading: false,
});

/** PASSWORD_RECOVERY starts a recovery; saving the user (the new password) or signing out ends it. */
function recoveringAfter(event: AuthChangeEvent, recovering: boolean): boolean {
  if (event === 'PASSWORD_RECOVERY') return true;
  return event === 'USER_UPDATED' || event === 'SIGNED_OUT' ? false : recovering;
}

/** The server has the last word on a restored session: a token it rejects means signed out. */
async function verifyRestoredSession(client: SupabaseClient): Promise<void> {
  const { error } = await client.auth.getUser();
  if (error?.status === 401 || error?.status === 403) await client.auth.signOut({ scope: 'local' });
}

/**
 * The session as the app sees it. The stored session is read synchronously (no supabase-js needed),
 * and the client is loaded only when there is a session to keep fresh or the URL brings one back
 * from an e-mail link or a social sign-in; otherwise it follows the client once something loads it.
 */
export function createAuthStore(): AuthStore {
  let state = initial;
  let signingOut = false;
  const listeners = new Set<() => void>();
  const set = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const onAuthEvent = (client: SupabaseClient) => (event: AuthChangeEvent, session: Session | null) => {
    // Sign Out has already cleared the state: a refresh landing meanwhile must not undo it.
    if (signingOut && event !== 'SIGNED_OUT') return;
    set({ ...withSession(state, session), recovering: recoveringAfter(event, state.recovering) });
    // Outside the listener: supabase-js must not be re-entered from its own callback.
    if (event === 'INITIAL_SESSION' && session) setTimeout(() => void verifyRestoredSession(client), 0);
  };

  /** A code or tokens that did not turn into a session: the visitor is told why. */
  const reportLinkFailure = async (client: SupabaseClient) => {
    const { error } = await client.auth.initialize();
    if (error) set({ ...state, loading: false, linkProblem: { kind: 'failed', error } });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    getServerSnapshot: () => initial,
    start() {
      const stored = readStoredSession();
      const { hasTokens, hasCode } = readAuthRedirect(window.location);
      // A PKCE code counts only where its verifier is: a link opened in another browser signs nothing in.
      const usableCode = hasCode && hasPendingCodeVerifier();
      const returning = hasTokens || usableCode;
      // Coming back from a link, the first auth event decides; otherwise the stored session does.
      if (!returning) {
        set({ ...withSession(state, stored), linkProblem: hasCode ? { kind: 'elsewhere' } : null });
      }
      let unsubscribe = () => {};
      const stopWaiting = whenAuthClientLoaded((client) => {
        const { data } = client.auth.onAuthStateChange(onAuthEvent(client));
        unsubscribe = () => data.subscription.unsubscribe();
      });
      if (stored || returning) {
        loadAuthClient()
          .then((client) => (returning ? reportLinkFailure(client) : undefined))
          .catch(() => set({ ...state, loading: false }));
      }
      return () => {
        stopWaiting();
        unsubscribe();
      };
    },
    async signOut() {
      const accessToken = state.session?.access_token;
      signingOut = true;
      set({ ...withSession(state, null), recovering: false });
      try {
        await signOutThisDevice(loadAuthClient, accessToken);
      } finally {
        signingOut = false;
      }
    },
    clearLinkProblem() {
      if (state.linkProblem) set({ ...state, linkProblem: null });
    },
  };
}
