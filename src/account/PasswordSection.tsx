import { RequestAlert } from '../auth/RequestAlert';
import { NewPasswordForm } from '../auth/NewPasswordForm';
import { useAuthRequest } from '../auth/useAuthRequest';
import { AccountSection } from './AccountSection';

export const PASSWORD_CHANGED = 'Your password is changed. You stay signed in here; every other device is signed out.';

/** A new password, no old one asked for (the session is the proof, as with Supabase Auth's default). */
export function PasswordSection({ enabled }: { enabled: boolean }) {
  const request = useAuthRequest();
  return (
    <AccountSection
      id="password"
      title="Password"
      description="Choose a new password for signing in with your e-mail address. Every other device where you are signed in will be signed out."
    >
      <NewPasswordForm
        request={request}
        enabled={enabled}
        submitLabel="Change password"
        onSaved={() => ({ success: PASSWORD_CHANGED })}
      />
      <RequestAlert request={request} />
    </AccountSection>
  );
}
