import type { ComponentType } from 'react';
import { readAuthRedirect } from '../../auth/redirects/auth-redirect';
import { readStoredSession } from '../../auth/session/stored-session';
import { loadable } from '../../shared/loadable';

interface AccountBody {
  Panel: ComponentType;
}

/**
 * Resolves at once for a visitor with a session (stored, or coming back from a sign-in link);
 * never for anyone else, who is sent to /auth instead, so they never download the forms.
 */
function whenSignedIn(): Promise<void> {
  const { hasCode, hasTokens } = readAuthRedirect(window.location);
  return readStoredSession() || hasCode || hasTokens ? Promise.resolve() : new Promise<void>(() => {});
}

/** The account page's body (profile, password and sign-out forms): a chunk of its own. */
const body = loadable(() => import('../../account/AccountPanel').then(({ AccountPanel }) => AccountPanel), whenSignedIn);

export const loadAccountBody = body.load;

/**
 * The body for rendering. Prerendering and client-side navigation load it first; on hydration it
 * is not loaded yet, so this suspends and React keeps the prerendered shell until it is.
 */
export function useAccountBody(): AccountBody {
  return { Panel: body.read() };
}
