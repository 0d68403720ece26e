import { loadAuthClient } from '../auth/service/supabase-loader';
import { failureOutcome, type AuthOutcome } from '../auth/service/auth-outcome';
import type { ProfileValues } from '../auth/forms/auth-validation';
import { words } from './words';

/** Saves the sign-up metadata (first name, last name, company role); the header follows (USER_UPDATED). */
export async function updateProfile(values: ProfileValues): Promise<AuthOutcome> {
  const client = await loadAuthClient();
  const { error } = await client.auth.updateUser({
    data: {
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      company_role: values.companyRole.trim(),
    },
  });
  return error ? failureOutcome(error) : { success: words.profile.saved };
}

/**
 * Ends every session of the account on the server, this one included (`scope: 'global'`). Unlike
 * Sign Out on this device it needs the server: offline it fails and nothing changes.
 */
export async function signOutEverywhere(): Promise<AuthOutcome> {
  const client = await loadAuthClient();
  const { error } = await client.auth.signOut({ scope: 'global' });
  return error ? failureOutcome(error) : {};
}
