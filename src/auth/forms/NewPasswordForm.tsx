import { useState, type FormEvent } from 'react';
import type { AuthOutcome } from '../service/auth-outcome';
import { newPasswordProblem, type NewPasswordValues } from './auth-validation';
import { AuthField } from './AuthField';
import { fieldValue } from './form-values';
import { updatePassword } from '../service/password-actions';
import { runChecked } from '../service/run-checked';
import { SubmitButton } from './SubmitButton';
import type { AuthRequest } from '../service/useAuthRequest';
import { words } from '../words';

interface NewPasswordFormProps {
  request: AuthRequest;
  /** False until the form can be used (hydrated, signed in, online). */
  enabled: boolean;
  submitLabel: string;
  /** What happens once the new password is saved: the page's message or a move elsewhere. */
  onSaved(): AuthOutcome;
}

/** A new password typed twice, saved with `updateUser`; the server's rules and messages apply. */
export function NewPasswordForm({ request, enabled, submitLabel, onSaved }: NewPasswordFormProps) {
  const [invalid, setInvalid] = useState<keyof NewPasswordValues | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = { password: fieldValue(form, 'password'), confirm: fieldValue(form, 'confirm') };
    const problem = newPasswordProblem(values);
    setInvalid(problem?.field ?? null);
    runChecked(request, form, problem, async () => {
      const outcome = await updatePassword(values.password);
      if (outcome.error) return outcome;
      form.reset();
      return onSaved();
    });
  };

  return (
    <form onSubmit={onSubmit}>
      <fieldset disabled={!enabled} className="m-0 flex flex-col gap-4 border-0 p-0">
        <AuthField
          label={words.fields.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          invalid={invalid === 'password'}
        />
        <AuthField
          label={words.fields.confirmNewPassword}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          invalid={invalid === 'confirm'}
        />
        <SubmitButton label={submitLabel} loading={request.loading} />
      </fieldset>
    </form>
  );
}
