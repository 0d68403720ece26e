import { useRef, useState, type FormEvent } from 'react';
import { useEarlySubmit } from '../forms/useEarlySubmit';
import { signInWithPassword } from './load-auth-actions';
import { signInProblem } from './auth-validation';
import { AuthField } from './AuthField';
import { fieldValue, focusField } from './form-values';
import { SubmitButton } from './SubmitButton';
import type { AuthRequest } from './useAuthRequest';
import { messages } from './messages';

export function SignInForm({ request, ready }: { request: AuthRequest; ready: boolean }) {
  const [invalid, setInvalid] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Pressed before hydration (index.html's early script held it): carried out once, now.
  const takeHeld = useEarlySubmit(formRef, () => formRef.current?.requestSubmit());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    takeHeld();
    const form = event.currentTarget;
    const values = { email: fieldValue(form, 'email'), password: fieldValue(form, 'password') };
    const problem = signInProblem(values);
    setInvalid(problem?.field ?? null);
    if (problem) {
      request.fail(problem.message);
      focusField(form, problem.field);
      return;
    }
    void request.run(() => signInWithPassword(values));
  };

  return (
    <form ref={formRef} data-early-submit="" onSubmit={onSubmit}>
      {/* Disabled in the HTML: without JavaScript a submit would put the password in the URL. With
          it, index.html's early script opens it at once, before the app hydrates. */}
      <fieldset disabled={!ready} className="m-0 flex flex-col gap-4 border-0 p-0">
        <AuthField label={messages.fields.email} name="email" type="email" autoComplete="email" required invalid={invalid === 'email'} />
        <AuthField
          label={messages.fields.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          invalid={invalid === 'password'}
        />
        <SubmitButton label={messages.panel.signInButton} loading={request.loading} />
      </fieldset>
    </form>
  );
}
