import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION_HEADERS, startTestBackend, type TestBackend } from './support/test-backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ autoconfirm: true });
  await backend.client().auth.signUp({ email: 'survivor@example.com', password: 'secret-1' });
});
afterAll(() => backend.stop());

const post = (path: string, body: string, headers: Record<string, string> = API_VERSION_HEADERS) =>
  backend.fetch(path, { method: 'POST', headers, body });

describe('bad input never crashes the process and gets a JSON error', () => {
  it('malformed JSON: 400 bad_json', async () => {
    const response = await post('/auth/v1/token?grant_type=password', '{"email":');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'bad_json',
      message: expect.stringMatching(/^Could not parse request body as JSON/),
    });
  });

  it('a JSON array or wrong content type with a non-JSON body: 400 bad_json', async () => {
    expect((await post('/auth/v1/signup', '[1,2]')).status).toBe(400);
    const form = await post('/auth/v1/signup', 'email=a@b.c&password=secret-1', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(400);
    expect(await form.json()).toMatchObject({ code: 400, error_code: 'bad_json' });
  });

  it('a body over 1 MB: 413', async () => {
    const response = await post('/auth/v1/signup', JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_entity_too_large' });
    const form = await backend.fetch('/f/contact', { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify({ message: 'x'.repeat(1_100_000) }) });
    expect(form.status).toBe(413);
  });

  it('a declared Content-Length over the cap: 413 without reading it all', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${backend.url}/auth/v1/signup`, { method: 'POST', headers: { 'Content-Length': String(1024 * 1024 + 1) } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end('x'.repeat(1024 * 1024 + 1));
    });
    expect(status).toBe(413);
  });

  it('missing fields', async () => {
    const noEmail = await post('/auth/v1/signup', JSON.stringify({ password: 'secret-1' }));
    expect(await noEmail.json()).toEqual({ code: 'validation_failed', message: 'An email address is required' });
    const noGrant = await post('/auth/v1/token', JSON.stringify({}));
    expect(noGrant.status).toBe(400);
    const noRefresh = await post('/auth/v1/token?grant_type=refresh_token', JSON.stringify({}));
    expect(noRefresh.status).toBe(400);
    const noCode = await post('/auth/v1/token?grant_type=pkce', JSON.stringify({ auth_code: 'x' }));
    expect(await noCode.json()).toMatchObject({ code: 'validation_failed' });
    const noType = await post('/auth/v1/verify', JSON.stringify({ token_hash: 'x' }));
    expect(noType.status).toBe(400);
    const badScope = await post('/auth/v1/logout?scope=everything', '');
    expect(badScope.status).toBe(400);
    const wrongTypes = await post('/auth/v1/signup', JSON.stringify({ email: 42, password: { a: 1 } }));
    expect(wrongTypes.status).toBe(400);
  });

  it('unknown path: 404; wrong method: 405 (both in the protocol format)', async () => {
    const unknown = await backend.fetch('/auth/v1/nope', { headers: API_VERSION_HEADERS });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'not_found', message: 'Not found' });
    const wrong = await backend.fetch('/auth/v1/signup');
    expect(wrong.status).toBe(405);
    expect(await wrong.json()).toEqual({ code: 405, error_code: 'method_not_allowed', msg: 'Method not allowed' });
    expect((await backend.fetch('/f/contact')).status).toBe(405);
    expect((await backend.fetch('/%E0%A4%A')).status).toBe(404);
  });

  it('after all of that the process still serves and no data was lost', async () => {
    const { error } = await backend.client().auth.signInWithPassword({ email: 'survivor@example.com', password: 'secret-1' });
    expect(error).toBeNull();
  });
});

describe('web UI and test API', () => {
  it('serves the UI pages with escaped content', async () => {
    await backend.client().auth.signUp({ email: 'x<script>@example.com', password: 'secret-1' });
    for (const path of ['/', '/mail', '/forms', '/settings']) {
      const response = await backend.fetch(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).not.toContain('<script>');
    }
  });

  it('UI actions from another origin are refused', async () => {
    const response = await backend.fetch('/settings', { method: 'POST', headers: { Origin: 'https://evil.example.com' }, body: '' });
    expect(response.status).toBe(403);
  });

  it('GET keys', async () => {
    expect(await backend.api('keys')).toEqual({ url: backend.url, anon_key: backend.anonKey, service_role_key: backend.serviceRoleKey });
  });

  it('POST settings validates its input', async () => {
    const response = await backend.fetch('/_emulator/api/settings', { method: 'POST', body: JSON.stringify({ autoconfirm: 'yes' }) });
    expect(response.status).toBe(400);
  });
});
