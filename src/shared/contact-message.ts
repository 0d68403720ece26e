/** One contact message as it travels to the form service: the same request for every try. */

export type ContactFieldName = 'name' | 'email' | 'company' | 'message';

export type ContactFields = Record<ContactFieldName, string>;

export const contactFieldNames: readonly ContactFieldName[] = ['name', 'email', 'company', 'message'];

/** What is posted: the fields and the honeypot bots fill in. */
export interface ContactPayload extends ContactFields {
  _gotcha: string;
}

/** The payload in `data` (a stored record's fields, a form post's): its strings, '' for anything else. */
export function payloadOf(data: { get(name: string): unknown }): ContactPayload {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), email: text('email'), company: text('company'), message: text('message'), _gotcha: text('_gotcha') };
}

/**
 * The post of one message: multipart/form-data (as a form posted without JavaScript sends it)
 * asking for JSON, like Formspree expects, with its submission id, the same on every try.
 */
export function contactRequest(url: string, payload: ContactPayload, submissionId: string): Request {
  const data = new FormData();
  for (const [name, value] of Object.entries(payload)) data.append(name, value.trim());
  data.append('submission_id', submissionId);
  return new Request(url, { method: 'POST', body: data, headers: { Accept: 'application/json' }, mode: 'cors' });
}

/** The payload and submission id a plain form post carries. */
export async function readContactPost(request: Request): Promise<{ payload: ContactPayload; submissionId: string }> {
  const data = await request.formData();
  const id = data.get('submission_id');
  return { payload: payloadOf(data), submissionId: typeof id === 'string' ? id : '' };
}
