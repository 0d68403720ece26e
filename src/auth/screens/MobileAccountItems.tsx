import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button-styles';
import { ACCOUNT_PATH } from '../redirects/auth-paths';
import { useAuth } from '../session/useAuth';
import { displayName } from '../session/user-display';
import { AUTH_PATH } from '../redirects/useAuthErrorRoute';
import { Icon } from '../../components/ui/Icon';
import { words } from '../session-words';

/** The mobile menu's account rows: who is signed in, the account page and Sign Out, or the way to sign in. */
export function MobileAccountItems() {
  const { user, signOut } = useAuth();
  if (!user) {
    return (
      <Link to={AUTH_PATH} className={`${buttonClass('outline')} w-full`}>
        {words.account.signIn}
      </Link>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="m-0 truncate text-sm text-muted">
        {words.account.signedInAs.before}
        <span className="font-medium text-fg">{displayName(user)}</span>
        {words.account.signedInAs.after}
      </p>
      <Link to={ACCOUNT_PATH} className={`${buttonClass('outline')} w-full`}>
        <Icon name="i-lucide-circle-user" />
        {words.account.yourAccount}
      </Link>
      <button type="button" className={`${buttonClass('outline')} w-full`} onClick={() => void signOut()}>
        <Icon name="i-lucide-log-out" />
        {words.account.signOut}
      </button>
    </div>
  );
}
