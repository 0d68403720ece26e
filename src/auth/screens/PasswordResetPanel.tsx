import { Link, useLocation, useNavigate } from 'react-router-dom';
import { noticeState } from '../redirects/auth-notice';
import { ACCOUNT_PATH } from '../redirects/auth-paths';
import { readAuthRedirect } from '../redirects/auth-redirect';
import { NewPasswordForm } from '../forms/NewPasswordForm';
import { requestPasswordReset } from '../service/password-actions';
import { RequestAlert } from './RequestAlert';
import { RequestResetForm } from '../forms/RequestResetForm';
import { SendAgainSlot } from './SendAgainSlot';
import { useAuth } from '../session/useAuth';
import { useAuthClientWarmUp } from '../session/useAuthClientWarmUp';
import { AUTH_PATH } from '../redirects/useAuthErrorRoute';
import { useAuthNotices } from '../redirects/useAuthNotices';
import { useAuthRequest } from '../service/useAuthRequest';
import { useHydrated } from '../session/useHydrated';
import { words } from '../reset-words';

export const PASSWORD_SAVED = words.reset.passwordSaved;

function typedEmail(state: unknown): string {
  const email = typeof state === 'object' && state !== null && 'email' in state ? state.email : '';
  return typeof email === 'string' ? email : '';
}

/**
 * /auth/reset-password: a signed-out visitor asks for a reset link; the link (a recovery code,
 * exchanged by supabase-js) signs them in and this page then asks for the new password. Links that
 * expired, were used already or were opened in another browser say so, above the form to ask again.
 */
export function PasswordResetPanel({ intro }: { intro: string }) {
  const request = useAuthRequest();
  const { user, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const ready = useHydrated();
  useAuthNotices(request);
  const warmUp = useAuthClientWarmUp();
  // Right after hydration, a code in the URL is being exchanged: no form flashes meanwhile.
  const checking = ready && loading && readAuthRedirect(location).hasCode;

  if (checking) {
    return (
      <p role="status" className="mt-6 text-center text-muted">
        {words.reset.checkingLink}
      </p>
    );
  }
  if (user) {
    return (
      <div className="mt-6">
        <h2 className="m-0 text-lg font-semibold">{words.reset.chooseNewPassword}</h2>
        <p className="mt-1 mb-4 text-sm text-muted">
          {words.reset.forAddress.before}
          <span className="font-medium text-fg">{user.email}</span>
          {words.reset.forAddress.after}
        </p>
        <NewPasswordForm
          request={request}
          enabled={ready}
          submitLabel={words.reset.saveNewPassword}
          onSaved={() => {
            navigate(ACCOUNT_PATH, { state: noticeState({ kind: 'success', message: PASSWORD_SAVED }) });
            return {};
          }}
        />
        <RequestAlert request={request} />
      </div>
    );
  }
  return (
    <div className="mt-6" {...warmUp}>
      <p className="mt-0 mb-4 text-center text-muted">{intro}</p>
      <RequestResetForm request={request} ready={ready} email={typedEmail(location.state)} />
      <RequestAlert request={request} />
      <SendAgainSlot request={request} send={requestPasswordReset} />
      <p className="mb-0 mt-6 text-center text-sm">
        <Link to={AUTH_PATH}>{words.reset.backToSignIn}</Link>
      </p>
      <noscript>
        <p className="mt-4 text-center text-sm text-muted">{words.reset.needsScript}</p>
      </noscript>
    </div>
  );
}
