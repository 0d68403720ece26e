import { authStorageKey } from './session-key';

/** What the sign-in check needs of the page: its own script element, the storage, and a way on. */
export interface SignInFirstPage {
  /** The inline script, naming where to sign in (and come back from) in `data-sign-in`. */
  script: HTMLOrSVGScriptElement;
  storage: () => Storage;
  replace: (url: string) => void;
}

/**
 * On a page only a signed-in visitor may see: with no session stored, sends the visitor to sign in
 * (and back here after) before the page paints or the app starts, instead of starting the app only
 * for it to do the same. A stored session, even an expired one, is the app's to judge; so is storage
 * that cannot be read (the app finds no session there and sends the visitor on).
 */
export function sendToSignInWithoutSession({ script, storage, replace }: SignInFirstPage): void {
  const signIn = (script as HTMLScriptElement).dataset.signIn;
  if (!signIn) return;
  let stored: string | null;
  try {
    stored = storage().getItem(authStorageKey);
  } catch {
    return;
  }
  if (stored === null) replace(signIn);
}
