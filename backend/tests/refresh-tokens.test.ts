import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_VERSION_HEADERS, startTestBackend, type TestBackend } from './support/test-backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ autoconfirm: true });
});
afterAll(() => backend.stop());
beforeEach(() => backend.reset());

interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

async function post(path: string, body: unknown) {
  const response = await backend.fetch(path, { method: 'POST', headers: API_VERSION_HEADERS, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signUp(email: string): Promise<Session> {
  const { status, body } = await post('/auth/v1/signup', { email, password: 'secret-1' });
  expect(status).toBe(200);
  return body as unknown as Session;
}

const refresh = (token: string) => post('/auth/v1/token?grant_type=refresh_token', { refresh_token: token });

describe('refresh-token rotation and reuse', () => {
  it('rotates: every refresh gives a new refresh token', async () => {
    const session = await signUp('rotate@example.com');
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(session.refresh_token);
    const second = await refresh(first.body.refresh_token as string);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
  });

  it('the parent of the active token returns the active token, even after the reuse interval', async () => {
    const session = await signUp('parent@example.com');
    const child = await refresh(session.refresh_token);
    backend.clock.advance(30);
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(child.body.refresh_token);
  });

  it('an older revoked token is accepted inside the 10 s reuse interval', async () => {
    const session = await signUp('inside@example.com');
    const child = await refresh(session.refresh_token);
    await refresh(child.body.refresh_token as string);
    backend.clock.advance(5);
    const reused = await refresh(session.refresh_token);
    expect(reused.status).toBe(200);
  });

  it('after the interval: 400 refresh_token_already_used and the whole family is revoked', async () => {
    const session = await signUp('after@example.com');
    const child = await refresh(session.refresh_token);
    const grandchild = await refresh(child.body.refresh_token as string);
    backend.clock.advance(11);
    const reused = await refresh(session.refresh_token);
    expect(reused).toEqual({
      status: 400,
      body: { code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' },
    });
    const active = await refresh(grandchild.body.refresh_token as string);
    expect(active.status).toBe(400);
    expect(active.body.code).toBe('refresh_token_already_used');
    const user = await backend.fetch('/auth/v1/user', {
      headers: { ...API_VERSION_HEADERS, Authorization: `Bearer ${grandchild.body.access_token as string}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('concurrent refreshes with one token (two tabs) both succeed with the same new token', async () => {
    const session = await signUp('tabs@example.com');
    const [a, b] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.refresh_token).toBe(b.body.refresh_token);
  });

  it('unknown token: 400 refresh_token_not_found; after sign-out too', async () => {
    expect(await refresh('no-such-token')).toEqual({
      status: 400,
      body: { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' },
    });
    await signUp('out@example.com');
    const supabase = backend.client();
    const { data } = await supabase.auth.signInWithPassword({ email: 'out@example.com', password: 'secret-1' });
    await supabase.auth.signOut();
    expect((await refresh(data.session?.refresh_token ?? '')).body.code).toBe('refresh_token_not_found');
  });

  it('the client surfaces refresh_token_already_used', async () => {
    const session = await signUp('client@example.com');
    const child = await refresh(session.refresh_token);
    await refresh(child.body.refresh_token as string);
    backend.clock.advance(11);
    const supabase = backend.client();
    const { error } = await supabase.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });
});

describe('access tokens', () => {
  const getUser = (token: string | undefined) =>
    backend.fetch('/auth/v1/user', {
      headers: token ? { ...API_VERSION_HEADERS, Authorization: `Bearer ${token}` } : API_VERSION_HEADERS,
    });

  it('missing Bearer: 401 no_authorization', async () => {
    const response = await getUser(undefined);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('an expired token: 403 bad_jwt', async () => {
    const session = await signUp('expired@example.com');
    backend.clock.advance(3601);
    const response = await getUser(session.access_token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'bad_jwt',
      message: expect.stringMatching(/^invalid JWT: unable to parse or verify signature/),
    });
  });

  it('a forged token (other secret, or tampered claims): 403 bad_jwt', async () => {
    const session = await signUp('forged@example.com');
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString());
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('not-the-secret'));
    expect((await getUser(forged)).status).toBe(403);
    const [header, , signature] = session.access_token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${signature}`;
    const response = await getUser(tampered);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${session.access_token.split('.')[1]}.`;
    expect((await getUser(none)).status).toBe(403);
  });

  it('the anon key is a JWT without a user: 403 on /user; keys carry the right roles', async () => {
    const role = (key: string) => JSON.parse(Buffer.from(key.split('.')[1] ?? '', 'base64url').toString()).role;
    expect(role(backend.anonKey)).toBe('anon');
    expect(role(backend.serviceRoleKey)).toBe('service_role');
    expect((await getUser(backend.anonKey)).status).toBe(403);
  });

  it('admin users: list, get, delete with the service-role key only', async () => {
    const session = await signUp('admin@example.com');
    const admin = (path: string, key: string, method = 'GET') =>
      backend.fetch(`/auth/v1/admin/users${path}`, { method, headers: { ...API_VERSION_HEADERS, Authorization: `Bearer ${key}` } });
    const denied = await admin('', backend.anonKey);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    expect(await (await admin('', backend.serviceRoleKey)).json()).toMatchObject({ users: [{ email: 'admin@example.com' }] });
    expect(await (await admin(`/${session.user.id}`, backend.serviceRoleKey)).json()).toMatchObject({ email: 'admin@example.com' });
    expect((await admin(`/${session.user.id}`, backend.serviceRoleKey, 'DELETE')).status).toBe(200);
    const gone = await admin(`/${session.user.id}`, backend.serviceRoleKey);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: 'user_not_found' });
    expect((await getUser(session.access_token)).status).toBe(403);
  });

  it('health and JWKS', async () => {
    expect(await (await backend.fetch('/auth/v1/health')).json()).toMatchObject({ name: 'GoTrue' });
    expect(await (await backend.fetch('/auth/v1/.well-known/jwks.json')).json()).toEqual({ keys: [] });
  });
});
