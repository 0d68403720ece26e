import { AUTH_PATH } from './useAuthErrorRoute';

/** Where a password-recovery link brings the visitor back: the 'choose a new password' form. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

export const ACCOUNT_PATH = '/account';

/** /auth?next=<path>: sign in, then come back to `path`. */
export function signInPath(path: string): string {
  return `${AUTH_PATH}?${new URLSearchParams({ next: path })}`;
}
