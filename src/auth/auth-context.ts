import type { AuthError, Session, User } from '@supabase/supabase-js';
import { createContext } from 'react';
import type { AuthStore } from './auth-store';

/**
 * An e-mail link or social sign-in that came back to this page and could not sign in: its code was
 * opened in another browser than the one that asked for it, or the exchange failed.
 */
export type LinkProblem = { kind: 'elsewhere' } | { kind: 'failed'; error: AuthError };

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** True until the stored session is read or the first auth event arrives. */
  loading: boolean;
  /** From a password-recovery link (PASSWORD_RECOVERY) until a new password is saved or the visitor signs out. */
  recovering: boolean;
  /** Until shown (see AuthLinkRoute). */
  linkProblem: LinkProblem | null;
}

export interface AuthContextValue extends AuthState {
  /** Signs this device out at once, offline included, and tells the server when it can. */
  signOut(): Promise<void>;
}

/**
 * Holds the auth store itself, which never changes: components read the session from the store
 * (useAuth), so a session arriving never changes a context value. A changing value would reach
 * parts of the page still waiting to hydrate (the home page's lower sections) and hold them up.
 */
export const AuthStoreContext = createContext<AuthStore | undefined>(undefined);
