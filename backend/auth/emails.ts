import { badRequest } from '../http/api-error.ts';

const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 255 && EMAIL_PATTERN.test(value);
}

/** Normalised (trimmed, lower-case) address or GoTrue's 400. */
export function requireEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (!isValidEmail(email)) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email;
}
