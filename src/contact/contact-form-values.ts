import { contactFieldNames, type ContactFields } from './contact-fields';

/**
 * The contact form's fields are uncontrolled: the DOM holds what the visitor typed, from the first
 * paint through hydration and after, and React never writes over it. These read and write it.
 */
export function readContactFields(form: HTMLFormElement): ContactFields {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), email: text('email'), company: text('company'), message: text('message') };
}

export function writeContactFields(form: HTMLFormElement, fields: Partial<ContactFields>): void {
  for (const name of contactFieldNames) {
    const field = form.elements.namedItem(name);
    const value = fields[name];
    if (value !== undefined && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) field.value = value;
  }
}

/** The honeypot, which only bots fill in. */
export function honeypot(form: HTMLFormElement): string {
  const value = new FormData(form).get('_gotcha');
  return typeof value === 'string' ? value : '';
}
