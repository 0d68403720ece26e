import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { readAuthRedirect } from './auth-redirect';

export const AUTH_PATH = '/auth';

/**
 * Social sign-in and e-mail links return to the site's root. When one reports an error (Cancel on
 * the consent screen, an expired link), the visitor is taken to /auth, which shows it in its alert.
 */
export function useAuthErrorRoute(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname === '/' && readAuthRedirect({ search, hash }).hasError) {
      navigate(`${AUTH_PATH}${search}${hash}`, { replace: true });
    }
  }, [navigate]);
}
