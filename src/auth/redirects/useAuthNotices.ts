import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readAuthNotice } from './auth-notice';
import { readAuthRedirect } from './auth-redirect';
import type { AuthRequest } from '../service/useAuthRequest';

/**
 * Shows in the page's alert what came with the visit: an error in the URL (an expired or reused
 * e-mail link, a cancelled social sign-in) or a message handed over by another page. Once: the URL
 * and the history entry are cleaned, so a reload or a shared link does not bring it back.
 */
export function useAuthNotices(request: Pick<AuthRequest, 'fail' | 'succeed'>, keepSearch = false): void {
  const { fail, succeed } = request;
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const clean = () => navigate({ pathname: location.pathname, search: keepSearch ? location.search : '' }, { replace: true });
    if (readAuthRedirect(location).hasError) {
      // Its words load only when a redirect brings an error.
      let current = true;
      void import('./auth-redirect-error').then(({ authRedirectError }) => {
        if (!current) return;
        fail(authRedirectError(location) ?? '');
        clean();
      });
      return () => {
        current = false;
      };
    }
    const notice = readAuthNotice(location.state);
    if (!notice) return;
    if (notice.kind === 'error') fail(notice.message);
    else succeed(notice.message);
    clean();
  }, [location, fail, succeed, navigate, keepSearch]);
}
