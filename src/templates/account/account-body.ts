import type { ComponentType } from 'react';
import { readAuthRedirect } from '../../auth/auth-redirect';
import { readStoredSession } from '../../auth/stored-session';

type Body = ComponentType;
interface AccountBody {
  Panel: Body;
}
type Entry = { status: 'pending'; promise: Promise<Body> } | { status: 'ready'; value: Body };

let entry: Entry | undefined;
let waiting: Promise<Body> | undefined;

/** Loads the account page's body (profile, password and sign-out forms): a chunk of its own. */
export function loadAccountBody(): Promise<Body> {
  if (entry) return entry.status === 'ready' ? Promise.resolve(entry.value) : entry.promise;
  const promise = import('../../account/AccountPanel').then(({ AccountPanel }) => {
    entry = { status: 'ready', value: AccountPanel };
    return AccountPanel;
  });
  promise.catch(() => {
    entry = undefined;
    waiting = undefined;
  });
  entry = { status: 'pending', promise };
  return promise;
}

/**
 * Resolves at once for a visitor with a session (stored, or coming back from a sign-in link);
 * never for anyone else, who is sent to /auth instead, so they never download the forms.
 */
function whenSignedIn(): Promise<void> {
  const { hasCode, hasTokens } = readAuthRedirect(window.location);
  return readStoredSession() || hasCode || hasTokens ? Promise.resolve() : new Promise<void>(() => {});
}

/**
 * The body for rendering. Prerendering and client-side navigation load it first; on hydration it
 * is not loaded yet, so this suspends and React keeps the prerendered shell until it is.
 */
export function useAccountBody(): AccountBody {
  if (entry?.status === 'ready') return { Panel: entry.value };
  waiting ??= whenSignedIn().then(loadAccountBody);
  throw waiting;
}
