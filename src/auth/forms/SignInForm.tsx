import { signInWithPassword } from '../service/load-auth-actions';
import { signInProblem } from './auth-validation';
import { CredentialFields } from './CredentialFields';
import { EarlyAuthForm } from './EarlyAuthForm';
import { fieldValue } from './form-values';
import { SubmitButton } from './SubmitButton';
import type { AuthRequest } from '../service/useAuthRequest';
import { words } from '../words';

const read = (form: HTMLFormElement) => ({ email: fieldValue(form, 'email'), password: fieldValue(form, 'password') });

export function SignInForm({ request, ready }: { request: AuthRequest; ready: boolean }) {
  return (
    <EarlyAuthForm request={request} ready={ready} read={read} check={signInProblem} send={signInWithPassword}>
      {(invalid) => (
        <>
          <CredentialFields invalid={invalid} passwordAutoComplete="current-password" />
          <SubmitButton label={words.panel.signInButton} loading={request.loading} />
        </>
      )}
    </EarlyAuthForm>
  );
}
