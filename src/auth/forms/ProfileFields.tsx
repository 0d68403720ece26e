import { AuthField } from './AuthField';
import type { ProfileValues } from './auth-validation';
import { words } from '../words';

interface ProfileFieldsProps {
  /** The field the last check refused, if any. */
  invalid: string | null;
  /** What the fields start with (the account page: the saved profile). */
  values?: Partial<ProfileValues>;
  readOnly?: boolean;
}

/** First name, last name and company role: the sign-up form's and the account page's profile fields. */
export function ProfileFields({ invalid, values = {}, readOnly }: ProfileFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField
          label={words.fields.firstName}
          name="firstName"
          autoComplete="given-name"
          required
          readOnly={readOnly}
          defaultValue={values.firstName}
          invalid={invalid === 'firstName'}
        />
        <AuthField
          label={words.fields.lastName}
          name="lastName"
          autoComplete="family-name"
          required
          readOnly={readOnly}
          defaultValue={values.lastName}
          invalid={invalid === 'lastName'}
        />
      </div>
      <AuthField
        label={words.fields.companyRole}
        name="companyRole"
        autoComplete="organization-title"
        readOnly={readOnly}
        defaultValue={values.companyRole}
        invalid={invalid === 'companyRole'}
      />
    </>
  );
}
