import bcrypt from 'bcryptjs';
import { ApiError, badRequest } from '../http/api-error.ts';

/** GoTrue's strength check, for sign-up and password change alike, in its order and wording. */
export function assertPasswordStrength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > 72) {
    throw badRequest('validation_failed', 'Password cannot be longer than 72 characters');
  }
  if (Buffer.byteLength(password, 'utf8') < 6) {
    throw new ApiError(422, 'weak_password', 'Password should be at least 6 characters.', {
      weak_password: { reasons: ['length'] },
    });
  }
}

/** GoTrue's sign-up password rules: a password is required, then the strength check. */
export function assertValidPassword(password: unknown): asserts password is string {
  if (typeof password !== 'string' || password === '') {
    throw badRequest('validation_failed', 'Signup requires a valid password');
  }
  assertPasswordStrength(password);
}

export const hashPassword = (password: string, cost: number) => bcrypt.hash(password, cost);

export const checkPassword = (password: string, hash: string | null) =>
  hash ? bcrypt.compare(password, hash) : Promise.resolve(false);
