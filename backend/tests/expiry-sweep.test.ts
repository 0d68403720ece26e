import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDED_SESSION_TOKEN_RETENTION_MS, sweepExpired } from '../auth/expiry-sweep.ts';
import { FLOW_STATE_TTL_MS, FlowStates } from '../auth/flow-states.ts';
import { OAUTH_STATE_TTL_MS, OAuthStates } from '../auth/oauth-states.ts';
import { SessionStore } from '../auth/session-store.ts';
import { UserStore } from '../auth/user-store.ts';
import { openDatabase, type OpenDatabase } from '../db/open-database.ts';
import { startTestBackend, type TestBackend } from './support/test-backend.ts';

const HOUR = 3600 * 1000;
let database: OpenDatabase;
let clock = Date.now();
const now = () => clock;

beforeAll(async () => {
  database = await openDatabase(undefined);
});
afterAll(() => database.close());

async function count(table: string): Promise<number> {
  const { rows } = await database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

describe('the sweep deletes what can never be used again, and nothing else', () => {
  it('flow states: a handed-out code after 5 minutes, one never handed out after 24 hours', async () => {
    const users = new UserStore(database.db, now);
    const flows = new FlowStates(database.db, now);
    const user = await users.create({ id: crypto.randomUUID(), email: 'flow@example.com', passwordHash: null, appMetadata: {}, userMetadata: {}, confirmedAt: null });
    const pkce = { codeChallenge: 'challenge', method: 's256' as const };
    const issued = await flows.create(user.id, 'google', pkce, 'oauth');
    await flows.issue(issued, user.id);
    await flows.create(user.id, 'email', pkce, 'otp');

    clock += FLOW_STATE_TTL_MS + 1000;
    expect(await sweepExpired(database.db, clock)).toMatchObject({ flowStates: 1 });
    expect(await count('flow_states')).toBe(1);
    clock += 24 * HOUR;
    expect(await sweepExpired(database.db, clock)).toMatchObject({ flowStates: 1 });
    expect(await count('flow_states')).toBe(0);
  });

  it('OAuth states after 10 minutes', async () => {
    const states = new OAuthStates(database.db, now);
    const old = await states.create('github', 'http://127.0.0.1:4173/', undefined);
    clock += OAUTH_STATE_TTL_MS + 1000;
    const fresh = await states.create('github', 'http://127.0.0.1:4173/', undefined);
    expect(await states.find(old)).toBeUndefined();
    expect(await sweepExpired(database.db, clock)).toMatchObject({ oauthStates: 1 });
    expect((await states.find(fresh))?.id).toBe(fresh);
  });

  it("refresh tokens of an ended session after a day; a live session's chain is kept for reuse detection", async () => {
    const users = new UserStore(database.db, now);
    const sessions = new SessionStore(database.db, now, () => 10);
    const user = await users.create({ id: crypto.randomUUID(), email: 'tokens@example.com', passwordHash: null, appMetadata: {}, userMetadata: {}, confirmedAt: null });
    const live = await sessions.create(user.id, 'password');
    await sessions.rotate(live.refreshToken);
    const ended = await sessions.create(user.id, 'password');
    await sessions.logout(user.id, ended.session.id, 'local');
    // A reuse of a spent token long after: the whole family is revoked and its session ended.
    const stolen = await sessions.create(user.id, 'password');
    const next = await sessions.rotate(stolen.refreshToken);
    await sessions.rotate(next.refreshToken);
    clock += 60_000;
    await expect(sessions.rotate(stolen.refreshToken)).rejects.toThrow(/Already Used/);

    const before = await count('refresh_tokens');
    clock += ENDED_SESSION_TOKEN_RETENTION_MS + 1000;
    expect(await sweepExpired(database.db, clock)).toMatchObject({ refreshTokens: 3 });
    expect(await count('refresh_tokens')).toBe(before - 3);
    // The live session still rotates from its newest token.
    const { rows } = await database.db.query<{ token: string }>(
      'SELECT token FROM refresh_tokens WHERE session_id = $1 AND revoked = false',
      [live.session.id],
    );
    expect(rows).toHaveLength(1);
    await expect(sessions.rotate(rows[0]!.token)).resolves.toMatchObject({ session: { id: live.session.id } });
  });
});

describe('a running backend', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ siteUrl: 'http://127.0.0.1:4173' });
  });
  afterAll(() => backend.stop());

  it('refuses an OAuth sign-in left open on the consent screen for more than 10 minutes', async () => {
    const authorize = await backend.fetch('/auth/v1/authorize?provider=github', { redirect: 'manual' });
    const consent = new URL(authorize.headers.get('location') ?? '');
    const state = consent.searchParams.get('state') ?? '';
    expect((await backend.fetch(`/_emulator/oauth/consent?state=${state}`)).status).toBe(200);
    backend.clock.advance(OAUTH_STATE_TTL_MS / 1000 + 1);
    expect((await backend.fetch(`/_emulator/oauth/consent?state=${state}`)).status).toBe(400);
  });
});
