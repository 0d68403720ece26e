import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { noticeState, type AuthNotice } from '../redirects/auth-notice';
import { errorMessage } from '../service/auth-outcome';
import { RESET_PASSWORD_PATH } from '../redirects/auth-paths';
import type { AuthStore } from '../session/auth-store';
import { AUTH_PATH } from '../redirects/useAuthErrorRoute';
import { words } from '../words';

/** A confirmation link opened in another browser: the address is confirmed, nobody is signed in. */
export const CONFIRMED_ELSEWHERE: AuthNotice = {
  kind: 'success',
  message: words.links.confirmedElsewhere,
};

/** A recovery link opened in another browser: its code works only where the reset was asked for. */
export const RESET_ELSEWHERE: AuthNotice = {
  kind: 'error',
  message: words.links.resetElsewhere,
};

/**
 * Takes the visitor from where an e-mail link or a social sign-in left them to the page that can
 * finish it: a password recovery to the 'choose a new password' form; a link that could not sign
 * in to /auth (or to the reset page, for its own links) with the reason. Loaded only when needed.
 */
export function AuthLinkRoute({ store }: { store: AuthStore }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { recovering, linkProblem } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);

  useEffect(() => {
    if (!linkProblem) return;
    store.clearLinkProblem();
    const onResetPage = pathname === RESET_PASSWORD_PATH;
    const notice: AuthNotice =
      linkProblem.kind === 'failed'
        ? { kind: 'error', message: errorMessage(linkProblem.error) }
        : onResetPage
          ? RESET_ELSEWHERE
          : CONFIRMED_ELSEWHERE;
    navigate(onResetPage ? RESET_PASSWORD_PATH : AUTH_PATH, { replace: true, state: noticeState(notice) });
  }, [linkProblem, pathname, navigate, store]);

  // Once per recovery: a visitor who then leaves the form on purpose is not sent back to it.
  const sentToReset = useRef(false);
  useEffect(() => {
    if (!recovering || sentToReset.current) return;
    sentToReset.current = true;
    if (pathname !== RESET_PASSWORD_PATH) navigate(RESET_PASSWORD_PATH, { replace: true });
  }, [recovering, pathname, navigate]);

  return null;
}
