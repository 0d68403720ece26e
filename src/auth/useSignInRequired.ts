import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { signInPath } from './auth-paths';
import { useAuth } from './useAuth';

/**
 * For a page only a signed-in visitor may see: anyone else is sent to /auth, to come back here after
 * signing in. Signing out on the page leads home instead.
 */
export function useSignInRequired(path: string, required: boolean): void {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (!required || loading) return;
    if (user) {
      wasSignedIn.current = true;
      return;
    }
    navigate(wasSignedIn.current ? '/' : signInPath(path), { replace: true });
  }, [required, loading, user, path, navigate]);
}
