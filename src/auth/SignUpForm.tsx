import { useRef, useState, type FormEvent } from 'react';
import { useEarlySubmit } from '../forms/useEarlySubmit';
import { signUp } from './load-auth-actions';
import { signUpProblem, type SignUpValues } from './auth-validation';
import { AuthField } from './AuthField';
import { ProfileFields } from './ProfileFields';
import { fieldValue, focusField } from './form-values';
import { SubmitButton } from './SubmitButton';
import type { AuthRequest } from './useAuthRequest';
import { messages } from './messages';

export function SignUpForm({ request, ready }: { request: AuthRequest; ready: boolean }) {
  const [invalid, setInvalid] = useState<keyof SignUpValues | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Pressed before hydration (index.html's early script held it): carried out once, now.
  const takeHeld = useEarlySubmit(formRef, () => formRef.current?.requestSubmit());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    takeHeld();
    const form = event.currentTarget;
    const values: SignUpValues = {
      firstName: fieldValue(form, 'firstName'),
      lastName: fieldValue(form, 'lastName'),
      companyRole: fieldValue(form, 'companyRole'),
      email: fieldValue(form, 'email'),
      password: fieldValue(form, 'password'),
    };
    const problem = signUpProblem(values);
    setInvalid(problem?.field ?? null);
    if (problem) {
      request.fail(problem.message);
      focusField(form, problem.field);
      return;
    }
    void request.run(() => signUp(values));
  };

  return (
    <form ref={formRef} data-early-submit="" onSubmit={onSubmit}>
      {/* Disabled in the HTML: without JavaScript a submit would put the password in the URL. With
          it, index.html's early script opens it at once, before the app hydrates. */}
      <fieldset disabled={!ready} className="m-0 flex flex-col gap-4 border-0 p-0">
        <ProfileFields invalid={invalid} />
        <AuthField label={messages.fields.email} name="email" type="email" autoComplete="email" required invalid={invalid === 'email'} />
        <AuthField
          label={messages.fields.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          invalid={invalid === 'password'}
        />
        <SubmitButton label={messages.panel.createAccountButton} loading={request.loading} />
      </fieldset>
    </form>
  );
}
