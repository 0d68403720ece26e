import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TabPanel, Tabs, useTabIds } from '../../components/ui/Tabs';
import { resendConfirmation } from '../service/load-auth-actions';
import { ForgotPasswordLink } from '../forms/ForgotPasswordLink';
import { RequestAlert } from './RequestAlert';
import { readReturnPath } from '../redirects/return-path';
import { SendAgainSlot } from './SendAgainSlot';
import { SignInForm } from '../forms/SignInForm';
import { SignUpForm } from '../forms/SignUpForm';
import { SocialSignIn } from '../forms/SocialSignIn';
import { useAuth } from '../session/useAuth';
import { useAuthClientWarmUp } from '../session/useAuthClientWarmUp';
import { useAuthNotices } from '../redirects/useAuthNotices';
import { useAuthRequest } from '../service/useAuthRequest';
import { useHydrated } from '../session/useHydrated';
import { words } from '../words';

const TABS = [
  { value: 'sign-in', label: words.panel.signInTab },
  { value: 'sign-up', label: words.panel.signUpTab },
] as const;

/** The /auth card's body: Sign In and Sign Up tabs, the messages, and the social buttons. */
export function AuthPanel() {
  const request = useAuthRequest();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const ready = useHydrated();
  const [tab, setTab] = useState<string>('sign-in');
  const tabIds = useTabIds();
  // `?next=` names the page that sent the visitor here to sign in (e.g. /account).
  const returnPath = readReturnPath(location.search);

  useEffect(() => {
    if (!loading && user) navigate(returnPath ?? '/', { replace: true });
  }, [loading, user, navigate, returnPath]);

  useAuthNotices(request, returnPath !== undefined);
  const warmUp = useAuthClientWarmUp();

  return (
    <div className="mt-6" {...warmUp}>
      <Tabs
        label={words.panel.tabsLabel}
        items={TABS}
        value={tab}
        onValueChange={setTab}
        ids={tabIds}
        disabled={request.loading}
        ready={ready}
      />
      {/* Both forms stay mounted, so what is typed in one survives a visit to the other. */}
      <TabPanel value="sign-in" selected={tab} ids={tabIds}>
        <SignInForm request={request} ready={ready} />
        <ForgotPasswordLink />
      </TabPanel>
      <TabPanel value="sign-up" selected={tab} ids={tabIds}>
        <SignUpForm request={request} ready={ready} />
      </TabPanel>
      <RequestAlert request={request} />
      <SendAgainSlot request={request} send={resendConfirmation} />
      <SocialSignIn request={request} ready={ready} returnPath={returnPath} />
      <noscript>
        <p className="mt-4 text-center text-sm text-muted">{words.panel.needsScript}</p>
      </noscript>
    </div>
  );
}
