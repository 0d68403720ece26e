import { describe, expect, it } from 'vitest';
import { serviceFieldErrors, trimContactFields, validateContact } from '../../src/contact/contact-fields';

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', company: '', message: 'Hello there' };

describe('contact form checks', () => {
  it('accepts a complete message with no company', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('trims leading and trailing whitespace of every field', () => {
    expect(trimContactFields({ name: '  Ada ', email: ' ada@example.com\n', company: '\tTana ', message: '\n hi \n' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Tana',
      message: 'hi',
    });
  });

  it('refuses a message of only spaces, with a clear reason', () => {
    const errors = validateContact(trimContactFields({ ...valid, message: '     \n   ' }));
    expect(errors.message).toMatch(/write a message/i);
  });

  it('requires name and email', () => {
    const errors = validateContact({ ...valid, name: '', email: '' });
    expect(errors.name).toMatch(/your name/i);
    expect(errors.email).toMatch(/email address/i);
  });

  it('refuses an address without an @', () => {
    expect(validateContact({ ...valid, email: 'ada.example.com' }).email).toMatch(/valid email/i);
  });

  it('bounds name and company to 100, email to 254 and message to 5000 characters', () => {
    const at = (n: number) => 'x'.repeat(n);
    expect(validateContact({ ...valid, name: at(100), company: at(100), message: at(5000) })).toEqual({});
    const errors = validateContact({
      name: at(101),
      email: `${at(250)}@b.co`,
      company: at(101),
      message: at(5001),
    });
    expect(errors.name).toBe('Name must be 100 characters or fewer (it is 101).');
    expect(errors.company).toBe('Company must be 100 characters or fewer (it is 101).');
    expect(errors.email).toBe('Email must be 254 characters or fewer (it is 255).');
    expect(errors.message).toBe('Message must be 5000 characters or fewer (it is 5001).');
  });

  it('counts characters, not UTF-16 units, so non-Latin text is not cut short', () => {
    expect(validateContact({ ...valid, message: '𠀀'.repeat(5000) })).toEqual({});
  });
});

describe("the form service's errors", () => {
  it('puts field errors next to their fields and others on the form', () => {
    const body = {
      error: 'Validation errors',
      errors: [
        { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
        { code: 'EMPTY', message: 'Form should not be empty' },
      ],
    };
    expect(serviceFieldErrors(body)).toEqual({
      fields: { email: 'Email: Should be an email.' },
      form: ['Form should not be empty'],
    });
  });

  it('reads nothing from an unexpected body', () => {
    expect(serviceFieldErrors(undefined)).toEqual({ fields: {}, form: [] });
    expect(serviceFieldErrors({ errors: 'nope' })).toEqual({ fields: {}, form: [] });
  });
});
