/** One contact message as it travels to the form service: the same request for every try. */

export type ContactFieldName = 'name' | 'email' | 'company' | 'message';

export type ContactFields = Record<ContactFieldName, string>;

export const contactFieldNames: readonly ContactFieldName[] = ['name', 'email', 'company', 'message'];

/** What is posted: the trimmed fields and the honeypot bots fill in. */
export interface ContactPayload extends ContactFields {
  _gotcha: string;
}

/**
 * The post of one message: multipart/form-data (as a form posted without JavaScript sends it)
 * asking for JSON, like Formspree expects, with the submission id made when Send was pressed.
 */
export function contactRequest(url: string, payload: ContactPayload, submissionId: string): Request {
  const data = new FormData();
  for (const [name, value] of Object.entries(payload)) data.append(name, value);
  data.append('submission_id', submissionId);
  return new Request(url, { method: 'POST', body: data, headers: { Accept: 'application/json' }, mode: 'cors' });
}

function text(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** The payload and submission id a contact post (scripted or a plain form's) carries. */
export async function readContactPost(request: Request): Promise<{ payload: ContactPayload; submissionId: string }> {
  const data = await request.clone().formData();
  const payload: ContactPayload = { name: '', email: '', company: '', message: '', _gotcha: text(data, '_gotcha') };
  for (const name of contactFieldNames) payload[name] = text(data, name);
  return { payload, submissionId: text(data, 'submission_id') };
}
