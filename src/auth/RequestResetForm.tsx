import { useRef, useState, type FormEvent } from 'react';
import { useEarlySubmit } from '../forms/useEarlySubmit';
import { emailProblem } from './auth-validation';
import { AuthField } from './AuthField';
import { fieldValue } from './form-values';
import { requestPasswordReset } from './password-actions';
import { runChecked } from './run-checked';
import { SubmitButton } from './SubmitButton';
import type { AuthRequest } from './useAuthRequest';
import { messages } from './messages';
import { messages as resetMessages } from './reset-messages';

interface RequestResetFormProps {
  request: AuthRequest;
  ready: boolean;
  /** The address typed on the sign-in form, if the visitor came from there. */
  email: string;
}

/** The e-mail address to send a reset link to. */
export function RequestResetForm({ request, ready, email }: RequestResetFormProps) {
  const [invalid, setInvalid] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Pressed before hydration (index.html's early script held it): carried out once, now.
  const takeHeld = useEarlySubmit(formRef, () => formRef.current?.requestSubmit());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    takeHeld();
    const form = event.currentTarget;
    const address = fieldValue(form, 'email');
    const problem = emailProblem(address);
    setInvalid(problem !== null);
    runChecked(request, form, problem, () => requestPasswordReset(address));
  };

  return (
    <form ref={formRef} data-early-submit="" onSubmit={onSubmit}>
      {/* Disabled in the HTML: without JavaScript a submit would put the address in the URL. With
          it, index.html's early script opens it at once, before the app hydrates: 'Forgot
          password?' pressed before /auth hydrated is a full page load of this form. */}
      <fieldset disabled={!ready} className="m-0 flex flex-col gap-4 border-0 p-0">
        <AuthField
          label={messages.fields.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={email}
          invalid={invalid}
        />
        <SubmitButton label={resetMessages.reset.sendResetLink} loading={request.loading} />
      </fieldset>
    </form>
  );
}
