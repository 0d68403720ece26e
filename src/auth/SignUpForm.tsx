import { useState, type FormEvent } from 'react';
import { signUp } from './auth-actions';
import { signUpProblem, type SignUpValues } from './auth-validation';
import { AuthField } from './AuthField';
import { fieldValue, focusField } from './form-values';
import { SubmitButton } from './SubmitButton';
import type { AuthRequest } from './useAuthRequest';

export function SignUpForm({ request, ready }: { request: AuthRequest; ready: boolean }) {
  const [invalid, setInvalid] = useState<keyof SignUpValues | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    <form onSubmit={onSubmit}>
      {/* Disabled until hydrated: without JavaScript a submit would put the password in the URL. */}
      <fieldset disabled={!ready} className="m-0 flex flex-col gap-4 border-0 p-0">
        <div className="grid gap-4 sm:grid-cols-2">
          <AuthField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            invalid={invalid === 'firstName'}
          />
          <AuthField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            invalid={invalid === 'lastName'}
          />
        </div>
        <AuthField
          label="Company role"
          name="companyRole"
          autoComplete="organization-title"
          invalid={invalid === 'companyRole'}
        />
        <AuthField label="Email" name="email" type="email" autoComplete="email" required invalid={invalid === 'email'} />
        <AuthField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          invalid={invalid === 'password'}
        />
        <SubmitButton label="Create Account" loading={request.loading} />
      </fieldset>
    </form>
  );
}
