import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readAuthNotice } from './auth-notice';
import { authRedirectError } from './auth-redirect-error';
import type { AuthRequest } from './useAuthRequest';

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
    const error = authRedirectError(location);
    const notice = readAuthNotice(location.state);
    if (!error && !notice) return;
    if (error) fail(error);
    else if (notice?.kind === 'error') fail(notice.message);
    else if (notice) succeed(notice.message);
    navigate({ pathname: location.pathname, search: keepSearch ? location.search : '' }, { replace: true });
  }, [location, fail, succeed, navigate, keepSearch]);
}
