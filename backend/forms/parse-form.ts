import { ApiError } from '../http/api-error.ts';

export type Fields = Record<string, string>;

function fromFormData(data: FormData): Fields {
  const fields: Fields = {};
  for (const [key, value] of data) {
    // Form encoding turns every line break into CRLF; the text is kept as it was typed.
    const text = typeof value === 'string' ? value.replace(/\r\n/g, '\n') : `${value.name} (${value.size} bytes)`;
    fields[key] = key in fields ? `${fields[key]}, ${text}` : text;
  }
  return fields;
}

function fromJson(raw: Buffer): Fields {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8') || '{}');
  } catch {
    throw new ApiError(400, 'BAD_JSON', 'The request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, 'BAD_JSON', 'The JSON body must be an object');
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, typeof field === 'string' ? field : JSON.stringify(field)]),
  );
}

/** Fields of a form post: multipart/form-data, urlencoded or JSON; anything else is 415. */
export async function parseForm(contentType: string | undefined, raw: Buffer): Promise<Fields> {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  // A copy on an ArrayBuffer of its own: a body in the DOM's types as in Node's (the site's tests load this module).
  const body = new Uint8Array(raw);
  if (type === 'application/json') return fromJson(raw);
  if (type === 'application/x-www-form-urlencoded') {
    return fromFormData(await new Response(body, { headers: { 'content-type': type } }).formData());
  }
  if (type === 'multipart/form-data') {
    try {
      const request = new Request('http://form.local/', {
        method: 'POST',
        headers: { 'content-type': contentType ?? '' },
        body,
      });
      return fromFormData(await request.formData());
    } catch {
      throw new ApiError(400, 'BAD_MULTIPART', 'The multipart body could not be parsed');
    }
  }
  throw new ApiError(415, 'TYPE_UNSUPPORTED', 'Send multipart/form-data, application/x-www-form-urlencoded or application/json');
}
