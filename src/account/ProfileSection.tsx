import type { User } from '@supabase/supabase-js';
import { useState, type FormEvent } from 'react';
import { profileProblem, type ProfileValues } from '../auth/forms/auth-validation';
import { fieldValue } from '../auth/forms/form-values';
import { ProfileFields } from '../auth/forms/ProfileFields';
import { RequestAlert } from '../auth/screens/RequestAlert';
import { runChecked } from '../auth/service/run-checked';
import { SubmitButton } from '../auth/forms/SubmitButton';
import { useAuthRequest } from '../auth/service/useAuthRequest';
import { updateProfile } from './account-actions';
import { AccountSection } from './AccountSection';
import { words } from './words';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

interface ProfileSectionProps {
  user: User | null;
  /** Editing needs the server: false offline (the stored profile is shown read-only). */
  online: boolean;
}

/** The e-mail address and the sign-up metadata, editable. */
export function ProfileSection({ user, online }: ProfileSectionProps) {
  const request = useAuthRequest();
  const [invalid, setInvalid] = useState<keyof ProfileValues | null>(null);
  const meta = user?.user_metadata ?? {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values: ProfileValues = {
      firstName: fieldValue(form, 'firstName'),
      lastName: fieldValue(form, 'lastName'),
      companyRole: fieldValue(form, 'companyRole'),
    };
    const problem = profileProblem(values);
    setInvalid(problem?.field ?? null);
    runChecked(request, form, problem, () => updateProfile(values));
  };

  return (
    <AccountSection id="profile" title={words.profile.title} description={words.profile.description}>
      <dl className="m-0 mb-4 text-sm">
        <dt className="font-medium">{words.profile.email}</dt>
        <dd className="m-0 mt-1 break-all text-muted">{user?.email ?? '—'}</dd>
      </dl>
      {/* Keyed by the saved user: the fields show what the server has after every save. */}
      <form key={`${user?.id ?? 'none'}:${user?.updated_at ?? ''}`} onSubmit={onSubmit}>
        <fieldset disabled={!user} className="m-0 flex flex-col gap-4 border-0 p-0">
          <ProfileFields
            invalid={invalid}
            readOnly={!online}
            values={{ firstName: text(meta.first_name), lastName: text(meta.last_name), companyRole: text(meta.company_role) }}
          />
          <SubmitButton label={words.profile.save} loading={request.loading} disabled={!online} />
        </fieldset>
      </form>
      <RequestAlert request={request} />
    </AccountSection>
  );
}
