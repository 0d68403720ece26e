import { createContext } from 'react';
import type { AuthStore } from './auth-store';

/**
 * Holds the auth store itself, which never changes: components read the session from the store
 * (useAuth), so a session arriving never changes a context value. A changing value would reach
 * parts of the page still waiting to hydrate (the home page's lower sections) and hold them up.
 */
export const AuthStoreContext = createContext<AuthStore | undefined>(undefined);
