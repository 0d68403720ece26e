import type { Session, User } from '@supabase/supabase-js';
import { createContext } from 'react';

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** True until the stored session is read or the first auth event arrives. */
  loading: boolean;
}

export interface AuthContextValue extends AuthState {
  /** Signs this device out at once, offline included, and tells the server when it can. */
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | undefined>(undefined);
