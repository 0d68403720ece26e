import { RequestAlert } from '../auth/screens/RequestAlert';
import { NewPasswordForm } from '../auth/forms/NewPasswordForm';
import { useAuthRequest } from '../auth/service/useAuthRequest';
import { AccountSection } from './AccountSection';
import { words } from './words';

export const PASSWORD_CHANGED = words.password.changed;

/** A new password, no old one asked for (the session is the proof, as with Supabase Auth's default). */
export function PasswordSection({ enabled }: { enabled: boolean }) {
  const request = useAuthRequest();
  return (
    <AccountSection
      id="password"
      title={words.password.title}
      description={words.password.description}
    >
      <NewPasswordForm
        request={request}
        enabled={enabled}
        submitLabel={words.password.change}
        onSaved={() => ({ success: PASSWORD_CHANGED })}
      />
      <RequestAlert request={request} />
    </AccountSection>
  );
}
