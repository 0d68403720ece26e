import type { Provider } from '@supabase/supabase-js';
import type { AuthOutcome } from './auth-outcome';
import type { SignInValues, SignUpValues } from '../forms/auth-validation';

/**
 * The auth calls, fetched with the first one (each already waits for supabase-js): none of their
 * code is in the page's initial JavaScript.
 */
const actions = () => import('./auth-actions');

export const signInWithPassword = async (values: SignInValues): Promise<AuthOutcome> => (await actions()).signInWithPassword(values);
export const signUp = async (values: SignUpValues): Promise<AuthOutcome> => (await actions()).signUp(values);
export const resendConfirmation = async (email: string): Promise<AuthOutcome> => (await actions()).resendConfirmation(email);
export const signInWithProvider = async (provider: Provider, returnPath?: string): Promise<AuthOutcome> =>
  (await actions()).signInWithProvider(provider, returnPath);
