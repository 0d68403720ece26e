import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.ts';
import { API_VERSION_HEADERS, lastMailTo, startTestBackend, type TestBackend } from './support/test-backend.ts';

/**
 * Failures in the middle of a multi-step write, made by the database itself: a trigger refuses
 * one step for addresses starting with `fail-…`, so the test can see what the earlier steps left.
 */
const FAULTS_SQL = `
CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.to_address LIKE 'fail-mail%' THEN RAISE EXCEPTION 'mail refused by the test'; END IF;
  RETURN NEW;
END $$;
CREATE FUNCTION refuse_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT email FROM users WHERE id = NEW.user_id) LIKE 'fail-session%' THEN RAISE EXCEPTION 'session refused by the test'; END IF;
  RETURN NEW;
END $$;
CREATE FUNCTION refuse_rotation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent IS NOT NULL AND (SELECT email FROM users WHERE id = NEW.user_id) LIKE 'fail-rotate%' THEN
    RAISE EXCEPTION 'rotation refused by the test';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER refuse_mail BEFORE INSERT ON mail FOR EACH ROW EXECUTE FUNCTION refuse_mail();
CREATE TRIGGER refuse_session BEFORE INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION refuse_session();
CREATE TRIGGER refuse_rotation BEFORE INSERT ON refresh_tokens FOR EACH ROW EXECUTE FUNCTION refuse_rotation();
`;

let dataDir: string;
let backend: TestBackend;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'backend-faults-'));
  const prepared = await openDatabase(dataDir);
  await prepared.db.exec(FAULTS_SQL);
  await prepared.close();
  backend = await startTestBackend({ memory: false, dataDir, refreshTokenReuseInterval: 0 });
});
afterAll(async () => {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (path: string, body: unknown) =>
  backend.fetch(path, { method: 'POST', headers: API_VERSION_HEADERS, body: JSON.stringify(body) });
const users = () => backend.api<{ email: string; email_confirmed_at?: string }[]>('users');

describe('a multi-step write lands whole or not at all', () => {
  it('sign-up: when its mail cannot be stored, no user is left behind', async () => {
    const response = await post('/auth/v1/signup', { email: 'fail-mail@example.com', password: 'secret-1' });
    expect(response.status).toBe(500);
    expect((await users()).map((user) => user.email)).not.toContain('fail-mail@example.com');
  });

  it('confirmation by link: when the session cannot be created, the address stays unconfirmed', async () => {
    const email = 'fail-session@example.com';
    expect((await post('/auth/v1/signup', { email, password: 'secret-1' })).status).toBe(200);
    const { link } = await lastMailTo(backend, email);
    const confirm = await fetch(link, { redirect: 'manual' });
    expect(confirm.status).toBe(500);
    const user = (await users()).find((candidate) => candidate.email === email);
    expect(user?.email_confirmed_at).toBeUndefined();
  });

  it('token rotation: when the new token cannot be stored, the old one is not spent', async () => {
    const email = 'fail-rotate@example.com';
    await backend.api('settings', { method: 'POST', body: JSON.stringify({ autoconfirm: true }) });
    const signUp = await post('/auth/v1/signup', { email, password: 'secret-1' });
    const { refresh_token: token } = (await signUp.json()) as { refresh_token: string };
    const refresh = () => post('/auth/v1/token?grant_type=refresh_token', { refresh_token: token });
    expect((await refresh()).status).toBe(500);
    // Had the first attempt revoked the token, this one would be a reuse (400, family revoked).
    expect((await refresh()).status).toBe(500);
  });

  it('concurrent sign-ups for one address create one user; the others are told it exists', async () => {
    await backend.api('settings', { method: 'POST', body: JSON.stringify({ autoconfirm: true }) });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/auth/v1/signup', { email: 'twice@example.com', password: 'secret-1' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    expect((await users()).filter((user) => user.email === 'twice@example.com')).toHaveLength(1);
  });
});
