import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button-styles';
import { ACCOUNT_PATH } from '../redirects/auth-paths';
import { useAuth } from '../session/useAuth';
import { displayName, initials } from '../session/user-display';
import { AUTH_PATH } from '../redirects/useAuthErrorRoute';
import { words } from '../session-words';

/**
 * The desktop header's account slot: the Sign In link, or the signed-in user's initials (a link to
 * the account page) with Sign Out. Both fit the header's fixed-size box (8 rem), so the bar never
 * shifts when the session arrives.
 */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const signInLink = useRef<HTMLAnchorElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    // The Sign Out button disappears with the session: keep the keyboard user's place.
    if (returnFocus.current && !user) {
      signInLink.current?.focus();
      returnFocus.current = false;
    }
  }, [user]);

  return (
    <div className="flex h-10 w-full items-center justify-end gap-2">
      {user ? (
        <>
          {/* A key of its own: React must not turn the Sign In link into this one (a moved box is a layout shift). */}
          <Link
            key="account"
            to={ACCOUNT_PATH}
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-on-primary no-underline focus-visible:(outline-2 outline-offset-2 outline-primary outline)"
            title={words.account.yourAccountOf(displayName(user))}
          >
            <span aria-hidden="true">{initials(user)}</span>
            <span className="sr-only">{words.account.yourAccount}</span>
          </Link>
          <span className="sr-only">
            {words.account.signedInAs.before}
            {displayName(user)}
            {words.account.signedInAs.after}
          </span>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={() => {
              returnFocus.current = true;
              void signOut();
            }}
          >
            {words.account.signOut}
          </button>
        </>
      ) : (
        <Link key="sign-in" ref={signInLink} to={AUTH_PATH} className={buttonClass('outline', 'sm')}>
          {words.account.signIn}
        </Link>
      )}
    </div>
  );
}
