import { RequestAlert } from '../auth/screens/RequestAlert';
import { useAuth } from '../auth/session/useAuth';
import { useAuthRequest } from '../auth/service/useAuthRequest';
import { buttonClass } from '../components/ui/button-styles';
import { signOutEverywhere } from './account-actions';
import { AccountSection } from './AccountSection';
import { Icon } from '../components/ui/Icon';
import { words } from './words';

interface SessionsSectionProps {
  signedIn: boolean;
  online: boolean;
}

/**
 * Sign out of this device (works offline: the local session goes first, the server is told when it
 * can be) or of every device (the server ends every session; the others notice at their next refresh).
 */
export function SessionsSection({ signedIn, online }: SessionsSectionProps) {
  const { signOut } = useAuth();
  const request = useAuthRequest();
  return (
    <AccountSection
      id="sessions"
      title={words.sessions.title}
      description={words.sessions.description}
    >
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('outline')} disabled={!signedIn || request.loading} onClick={() => void signOut()}>
          <Icon name="i-lucide-log-out" />
          {words.sessions.thisDevice}
        </button>
        <button
          type="button"
          className={buttonClass('destructive')}
          disabled={!signedIn || !online || request.loading}
          aria-busy={request.loading || undefined}
          onClick={() => void request.run(signOutEverywhere)}
        >
          {request.loading && <Icon name="i-lucide-loader-circle" className="animate-spin" />}
          {words.sessions.everyDevice}
        </button>
      </div>
      <RequestAlert request={request} />
    </AccountSection>
  );
}
