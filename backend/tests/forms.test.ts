import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/test-backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ siteUrl: 'https://site.example.com' });
});
afterAll(() => backend.stop());
beforeEach(() => backend.reset());

interface Submission {
  form_id: string;
  submission_id: string | null;
  fields: Record<string, string>;
  received_at: string;
}

const JSON_ACCEPT = { Accept: 'application/json' };

function postJson(fields: Record<string, unknown>, form = 'contact') {
  return backend.fetch(`/f/${form}`, {
    method: 'POST',
    headers: { ...JSON_ACCEPT, 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
}

const faults = (body: unknown) =>
  backend.api('faults', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

describe('form posts answer like Formspree', () => {
  it('multipart/form-data: 200 {"ok":true}, stored with form id, fields, time, submission id', async () => {
    const form = new FormData();
    form.set('name', 'Grace');
    form.set('email', 'grace@example.com');
    form.set('message', 'Hello <b>there</b>');
    form.set('submission_id', 'sub-1');
    const response = await backend.fetch('/f/contact', { method: 'POST', headers: JSON_ACCEPT, body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [stored] = await backend.api<Submission[]>('submissions');
    expect(stored).toMatchObject({
      form_id: 'contact',
      submission_id: 'sub-1',
      fields: { name: 'Grace', email: 'grace@example.com', message: 'Hello <b>there</b>' },
    });
    expect(Number.isNaN(Date.parse(stored?.received_at ?? ''))).toBe(false);
  });

  it('urlencoded and JSON bodies are accepted', async () => {
    const urlencoded = await backend.fetch('/f/contact', {
      method: 'POST',
      headers: JSON_ACCEPT,
      body: new URLSearchParams({ email: 'a@example.com', message: 'hi' }),
    });
    expect(urlencoded.status).toBe(200);
    expect((await postJson({ email: 'b@example.com', message: 'hi' })).status).toBe(200);
    expect(await backend.api<Submission[]>('submissions')).toHaveLength(2);
  });

  it('invalid e-mail: 422 with a TYPE_EMAIL field error', async () => {
    const response = await postJson({ email: 'nope', message: 'hi' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'Validation errors',
      errors: [{ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' }],
    });
    expect(await backend.api<Submission[]>('submissions')).toHaveLength(0);
  });

  it('empty form: 422 EMPTY', async () => {
    const response = await postJson({ email: '', _subject: 'x' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: [{ code: 'EMPTY' }] });
  });

  it('a filled _gotcha honeypot is accepted and silently dropped', async () => {
    const response = await postJson({ email: 'bot@example.com', message: 'spam', _gotcha: 'filled' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await backend.api<Submission[]>('submissions')).toHaveLength(0);
  });

  it('the same submission_id twice is stored once and answered ok twice', async () => {
    const fields = { email: 'twice@example.com', message: 'hi', submission_id: 'abc-123' };
    expect((await postJson(fields)).status).toBe(200);
    expect((await postJson(fields)).status).toBe(200);
    expect(await backend.api<Submission[]>('submissions')).toHaveLength(1);
  });

  it('a plain HTML form post (no JSON Accept) gets a thank-you page or a 303 to an allowed _next', async () => {
    const page = await backend.fetch('/f/contact', { method: 'POST', body: new URLSearchParams({ message: 'hi' }) });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const next = await backend.fetch('/f/contact', {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ message: 'hi', _next: 'https://evil.example.com/' }),
    });
    expect(next.status).toBe(303);
    expect(next.headers.get('location')).toBe('https://site.example.com');
  });

  it('a plain HTML form post it refuses gets a page with the reason and every field as typed, escaped', async () => {
    const form = new FormData();
    form.set('name', 'Ada <b>Lovelace</b>');
    form.set('email', 'ada@localhost');
    form.set('message', 'Line one\n<script>alert("x")</script> & more');
    form.set('_next', 'https://site.example.com/contact/sent');
    const page = await backend.fetch('/f/contact', { method: 'POST', body: form });
    expect(page.status).toBe(422);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<h1>Your message was not sent</h1>');
    expect(html).toContain('email: should be an email');
    expect(html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(html).toContain('<pre>Line one\n&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</pre>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="https://site.example.com/#contact">Back to the form</a>');
    expect(await backend.api<Submission[]>('submissions')).toHaveLength(0);
  });

  it('wrong content type: 415; malformed JSON: 400', async () => {
    const text = await backend.fetch('/f/contact', { method: 'POST', headers: { ...JSON_ACCEPT, 'Content-Type': 'text/plain' }, body: 'hi' });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ errors: [{ code: 'TYPE_UNSUPPORTED' }] });
    const bad = await backend.fetch('/f/contact', { method: 'POST', headers: { ...JSON_ACCEPT, 'Content-Type': 'application/json' }, body: '{nope' });
    expect(bad.status).toBe(400);
  });

  it('CORS: the site origin and loopback origins are allowed, others are not', async () => {
    const preflight = (origin: string) =>
      backend.fetch('/f/contact', { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
    expect((await preflight('https://site.example.com')).headers.get('access-control-allow-origin')).toBe('https://site.example.com');
    expect((await preflight('http://localhost:4173')).headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect((await preflight('https://evil.example.com')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('fault injection', () => {
  it('status with a count: the next N posts fail and are not stored, then posts work again', async () => {
    await faults({ forms: { status: 503, count: 3 } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await postJson({ email: 'f@example.com', message: String(i) })).status);
    expect(statuses).toEqual([503, 503, 503, 200]);
    expect(await backend.api<Submission[]>('submissions')).toHaveLength(1);
  });

  it('a plain HTML form post that a status fault fails still gets its text back on the error page', async () => {
    await faults({ forms: { status: 503, count: 1 } });
    const page = await backend.fetch('/f/contact', { method: 'POST', body: new URLSearchParams({ email: 'f@example.com', message: 'Keep me' }) });
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain('Injected fault: HTTP 503');
    expect(html).toContain('<pre>Keep me</pre>');
    expect(await backend.api<Submission[]>('submissions')).toHaveLength(0);
  });

  it('status with a seeded rate fails about that share of posts, the same ones for the same seed, until cleared', async () => {
    const run = async () => {
      await faults({ forms: { status: 503, rate: 0.5, seed: 7 } });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) statuses.push((await postJson({ email: 'r@example.com', message: String(i) })).status);
      return statuses;
    };
    const statuses = await run();
    const failed = statuses.filter((status) => status === 503).length;
    expect(failed).toBeGreaterThan(10);
    expect(failed).toBeLessThan(30);
    expect(await run()).toEqual(statuses);
    await expect(faults({ forms: { rate: 0.5, seed: 1.5 } })).rejects.toThrow();
    await faults({});
    expect(await backend.api('faults')).toEqual({ forms: null });
    expect((await postJson({ email: 'r@example.com', message: 'after' })).status).toBe(200);
  });

  it('a rate with perMessage fails one message (by submission_id) at most that many times', async () => {
    await faults({ forms: { status: 503, rate: 1, perMessage: 2 } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await postJson({ email: 'p@example.com', message: 'again', submission_id: 'per-1' })).status);
    expect(statuses).toEqual([503, 503, 200, 200]);
    expect((await postJson({ email: 'p@example.com', message: 'other', submission_id: 'per-2' })).status).toBe(503);
    await expect(faults({ forms: { rate: 0.5, perMessage: 0 } })).rejects.toThrow();
  });

  it('drop: the post is stored but the connection breaks before an answer', async () => {
    await faults({ forms: { mode: 'drop', count: 1 } });
    await expect(postJson({ email: 'd@example.com', message: 'lost answer', submission_id: 'drop-1' })).rejects.toThrow();
    expect(await backend.api<Submission[]>('submissions')).toHaveLength(1);
    const retry = await postJson({ email: 'd@example.com', message: 'lost answer', submission_id: 'drop-1' });
    expect(retry.status).toBe(200);
    expect(await backend.api<Submission[]>('submissions')).toHaveLength(1);
  });

  it('drop is seen as a socket error by a raw client too', async () => {
    await faults({ forms: { mode: 'drop', count: 1 } });
    const outcome = await new Promise<string>((resolve) => {
      const req = request(`${backend.url}/f/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, () => resolve('answered'));
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      req.end(JSON.stringify({ message: 'x' }));
    });
    expect(outcome).toBe('ECONNRESET');
  });

  it('invalid fault specs are refused with 400', async () => {
    const response = await backend.fetch('/_emulator/api/faults', { method: 'POST', body: JSON.stringify({ forms: { status: 200 } }) });
    expect(response.status).toBe(400);
  });
});
