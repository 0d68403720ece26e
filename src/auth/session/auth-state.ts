import type { AuthError, Session, User } from '@supabase/supabase-js';

/** What the page knows of the visitor's session: the auth store holds it, components read it (useAuth). */

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
