import { signUp } from '../service/load-auth-actions';
import { signUpProblem, type SignUpValues } from './auth-validation';
import { CredentialFields } from './CredentialFields';
import { EarlyAuthForm } from './EarlyAuthForm';
import { ProfileFields } from './ProfileFields';
import { fieldValue } from './form-values';
import { SubmitButton } from './SubmitButton';
import type { AuthRequest } from '../service/useAuthRequest';
import { words } from '../words';
import { PolicyNote } from '../../components/page-blocks/PolicyNote';
import { words as siteMessages } from '../../i18n/words';

const read = (form: HTMLFormElement): SignUpValues => ({
  firstName: fieldValue(form, 'firstName'),
  lastName: fieldValue(form, 'lastName'),
  companyRole: fieldValue(form, 'companyRole'),
  email: fieldValue(form, 'email'),
  password: fieldValue(form, 'password'),
});

export function SignUpForm({ request, ready }: { request: AuthRequest; ready: boolean }) {
  return (
    <EarlyAuthForm request={request} ready={ready} read={read} check={signUpProblem} send={signUp}>
      {(invalid) => (
        <>
          <ProfileFields invalid={invalid} />
          <CredentialFields invalid={invalid} passwordAutoComplete="new-password" />
          <SubmitButton label={words.panel.createAccountButton} loading={request.loading} />
          <PolicyNote text={siteMessages.legal.signUpNote} className="m-0 text-center text-sm text-muted" />
        </>
      )}
    </EarlyAuthForm>
  );
}
