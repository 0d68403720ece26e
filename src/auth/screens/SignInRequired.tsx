import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { signInPath } from '../redirects/auth-paths';
import { useAuth } from '../session/useAuth';

/**
 * Rendered by a page only a signed-in visitor may see: anyone else is sent to /auth, to come back
 * here after signing in; signing out on the page leads home instead. A visitor with no stored
 * session at all was sent on by the page's head script before the app started
 * (src/before-hydration/sign-in-first.ts): this covers a stored session that proves invalid. A
 * component rather than a hook, so pages open to all never follow the session (an update would
 * reach them mid-hydration).
 */
export function SignInRequired({ path }: { path: string }) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (loading) return;
    if (user) {
      wasSignedIn.current = true;
      return;
    }
    navigate(wasSignedIn.current ? '/' : signInPath(path), { replace: true });
  }, [loading, user, path, navigate]);
  return null;
}
