import { AuthField } from './AuthField';
import { words } from '../words';

interface CredentialFieldsProps {
  /** The field to fix, if it is one of these. */
  invalid: string | null;
  /** 'current-password' to sign in, 'new-password' to sign up: password managers fill or suggest. */
  passwordAutoComplete: 'current-password' | 'new-password';
}

/** The e-mail address and the password, as signing in and signing up both ask for them. */
export function CredentialFields({ invalid, passwordAutoComplete }: CredentialFieldsProps) {
  return (
    <>
      <AuthField label={words.fields.email} name="email" type="email" autoComplete="email" required invalid={invalid === 'email'} />
      <AuthField
        label={words.fields.password}
        name="password"
        type="password"
        autoComplete={passwordAutoComplete}
        required
        invalid={invalid === 'password'}
      />
    </>
  );
}
