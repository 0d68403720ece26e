/** The contact form's fields, their bounds and their checks. Pure, so the form stays light. */
import { contactFieldNames, type ContactFieldName, type ContactFields } from '../shared/contact-message';
import { words } from './words';

export { contactFieldNames, type ContactFieldName, type ContactFields };

export type FieldErrors = Partial<Record<ContactFieldName, string>>;

export const emptyContactFields: ContactFields = { name: '', email: '', company: '', message: '' };

export const contactLimits: Record<ContactFieldName, number> = { name: 100, email: 254, company: 100, message: 5000 };

const labels: Record<ContactFieldName, string> = words.fields;

export function trimContactFields(fields: ContactFields): ContactFields {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    company: fields.company.trim(),
    message: fields.message.trim(),
  };
}

export function isBlank(fields: ContactFields): boolean {
  return contactFieldNames.every((name) => fields[name].trim() === '');
}

// As loose as the browser's own check: the form service has the final word.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** Checks trimmed fields; an empty object means they may be sent. */
export function validateContact(fields: ContactFields): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.name === '') errors.name = words.problems.nameMissing;
  if (fields.email === '') errors.email = words.problems.emailMissing;
  else if (!EMAIL_SHAPE.test(fields.email)) errors.email = words.problems.emailInvalid;
  if (fields.message === '') errors.message = words.problems.messageMissing;
  for (const name of contactFieldNames) {
    const length = [...fields[name]].length;
    if (!errors[name] && length > contactLimits[name]) {
      errors[name] = words.problems.tooLong(labels[name], contactLimits[name], length);
    }
  }
  return errors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFieldName(value: unknown): value is ContactFieldName {
  return typeof value === 'string' && (contactFieldNames as readonly string[]).includes(value);
}

/**
 * The form service's own field errors (Formspree's `{errors: [{field, message}]}`), shown next to
 * their fields. Errors about no particular field come back under `form`.
 */
export function serviceFieldErrors(body: unknown): { fields: FieldErrors; form: string[] } {
  const result: { fields: FieldErrors; form: string[] } = { fields: {}, form: [] };
  if (!isRecord(body) || !Array.isArray(body.errors)) return result;
  for (const error of body.errors) {
    if (!isRecord(error) || typeof error.message !== 'string') continue;
    const message = error.message.charAt(0).toUpperCase() + error.message.slice(1);
    const field = error.field === '_replyto' ? 'email' : error.field;
    if (isFieldName(field)) result.fields[field] = words.problems.fromService(labels[field], message).replace(/\.\.$/, '.');
    else result.form.push(message);
  }
  return result;
}
