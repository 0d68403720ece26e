import { useSyncExternalStore } from 'react';
import { RequestAlert } from '../auth/screens/RequestAlert';
import { useAuth } from '../auth/session/useAuth';
import { useAuthNotices } from '../auth/redirects/useAuthNotices';
import { useAuthRequest } from '../auth/service/useAuthRequest';
import { useHydrated } from '../auth/session/useHydrated';
import { isOnline, onlineOnServer, subscribeOnline } from '../pwa/online-status';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { Icon } from '../components/ui/Icon';
import { words } from './words';

/**
 * The account page's body. Its data is the session's user (read from storage after hydration, never
 * prerendered). Offline, the stored profile stays readable and the page says why editing waits.
 */
export function AccountPanel() {
  const { user } = useAuth();
  const ready = useHydrated();
  const online = useSyncExternalStore(subscribeOnline, isOnline, onlineOnServer);
  // A message handed over by another page (e.g. 'Your new password is saved').
  const notices = useAuthRequest();
  useAuthNotices(notices);
  const signedIn = ready && user !== null;

  return (
    <div className="mt-8 flex flex-col gap-6">
      {signedIn && !online && (
        <p role="status" className="m-0 flex gap-2 rounded-lg border border-line bg-subtle p-3 text-sm">
          <Icon name="i-lucide-wifi-off" className="mt-0.5 shrink-0" />
          {words.offline}
        </p>
      )}
      <RequestAlert request={notices} className="" />
      <ProfileSection user={signedIn ? user : null} online={online} />
      <PasswordSection enabled={signedIn && online} />
      <SessionsSection signedIn={signedIn} online={online} />
      <noscript>
        <p className="m-0 text-sm text-muted">{words.needsScript}</p>
      </noscript>
    </div>
  );
}
