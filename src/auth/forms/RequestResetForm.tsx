import { emailProblem } from './auth-validation';
import { AuthField } from './AuthField';
import { EarlyAuthForm } from './EarlyAuthForm';
import { fieldValue } from './form-values';
import { requestPasswordReset } from '../service/password-actions';
import { SubmitButton } from './SubmitButton';
import type { AuthRequest } from '../service/useAuthRequest';
import { words } from '../words';
import { words as resetMessages } from '../reset-words';

interface RequestResetFormProps {
  request: AuthRequest;
  ready: boolean;
  /** The address typed on the sign-in form, if the visitor came from there. */
  email: string;
}

/** The e-mail address to send a reset link to. */
export function RequestResetForm({ request, ready, email }: RequestResetFormProps) {
  // 'Forgot password?' pressed before /auth hydrated is a full page load of this form: the early
  // script opens it at once as well.
  return (
    <EarlyAuthForm request={request} ready={ready} read={(form) => fieldValue(form, 'email')} check={emailProblem} send={requestPasswordReset}>
      {(invalid) => (
        <>
          <AuthField
            label={words.fields.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={email}
            invalid={invalid === 'email'}
          />
          <SubmitButton label={resetMessages.reset.sendResetLink} loading={request.loading} />
        </>
      )}
    </EarlyAuthForm>
  );
}
