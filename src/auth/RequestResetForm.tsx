import { useState, type FormEvent } from 'react';
import { emailProblem } from './auth-validation';
import { AuthField } from './AuthField';
import { fieldValue } from './form-values';
import { requestPasswordReset } from './password-actions';
import { runChecked } from './run-checked';
import { SubmitButton } from './SubmitButton';
import type { AuthRequest } from './useAuthRequest';

interface RequestResetFormProps {
  request: AuthRequest;
  ready: boolean;
  /** The address typed on the sign-in form, if the visitor came from there. */
  email: string;
}

/** The e-mail address to send a reset link to. */
export function RequestResetForm({ request, ready, email }: RequestResetFormProps) {
  const [invalid, setInvalid] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const address = fieldValue(form, 'email');
    const problem = emailProblem(address);
    setInvalid(problem !== null);
    runChecked(request, form, problem, () => requestPasswordReset(address));
  };

  return (
    <form onSubmit={onSubmit}>
      {/* Disabled until hydrated, like the sign-in forms. */}
      <fieldset disabled={!ready} className="m-0 flex flex-col gap-4 border-0 p-0">
        <AuthField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={email}
          invalid={invalid}
        />
        <SubmitButton label="Send reset link" loading={request.loading} />
      </fieldset>
    </form>
  );
}
