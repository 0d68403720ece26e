import { randomBytes, randomUUID } from 'node:crypto';
import { transaction, type Queryable } from '../db/transaction.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import type { AuthMethod } from './tokens.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  auth_method: AuthMethod;
  authenticated_at: Date;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  session_id: string;
  parent: string | null;
  revoked: boolean;
  family_revoked: boolean;
  updated_at: Date;
}

export interface Grant {
  session: SessionRow;
  refreshToken: string;
}

export type LogoutScope = 'global' | 'local' | 'others';

const notFound = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
const alreadyUsed = () => badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
const newToken = () => randomBytes(16).toString('base64url');

/** Sessions and their rotating refresh tokens, with GoTrue's reuse interval and family revocation. */
export class SessionStore {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
    private readonly reuseIntervalSeconds: () => number,
  ) {}

  /** A new session and its first refresh token, written together. */
  create(userId: string, method: AuthMethod): Promise<Grant> {
    return transaction(this.db, async (tx) => {
      const at = new Date(this.now());
      const { rows } = await tx.query<SessionRow>(
        `INSERT INTO sessions (id, user_id, auth_method, authenticated_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $4, $4) RETURNING *`,
        [randomUUID(), userId, method, at],
      );
      const session = rows[0];
      if (!session) throw new Error('session insert returned nothing');
      const refreshToken = newToken();
      await insertToken(tx, refreshToken, session, null, at);
      return { session, refreshToken };
    });
  }

  async find(sessionId: string): Promise<SessionRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return undefined;
    const { rows } = await this.db.query<SessionRow>('SELECT * FROM sessions WHERE id = $1', [sessionId]);
    return rows[0];
  }

  /**
   * Rotates a refresh token in one transaction, so concurrent calls resolve like GoTrue's row lock.
   * A reuse past the interval revokes the whole family; that revocation is committed before the
   * error is thrown.
   */
  async rotate(token: string): Promise<Grant> {
    const outcome = await transaction(this.db, (tx) => this.rotateIn(tx, token));
    if (outcome instanceof ApiError) throw outcome;
    return outcome;
  }

  private async rotateIn(tx: Queryable, token: string): Promise<Grant | ApiError> {
    const { rows } = await tx.query<RefreshTokenRow>('SELECT * FROM refresh_tokens WHERE token = $1', [token]);
    const current = rows[0];
    if (!current) return notFound();
    if (current.family_revoked) return alreadyUsed();
    const { rows: sessions } = await tx.query<SessionRow>('SELECT * FROM sessions WHERE id = $1', [current.session_id]);
    const session = sessions[0];
    if (!session) return notFound();
    const at = new Date(this.now());
    if (current.revoked) {
      const active = await activeToken(tx, session.id);
      if (active && active.parent === current.token) return { session, refreshToken: active.token };
      const reuseUntil = current.updated_at.getTime() + this.reuseIntervalSeconds() * 1000;
      if (at.getTime() > reuseUntil) {
        await revokeFamily(tx, session.id);
        return alreadyUsed();
      }
    } else {
      await tx.query('UPDATE refresh_tokens SET revoked = true, updated_at = $2 WHERE id = $1', [current.id, at]);
    }
    const refreshToken = newToken();
    await insertToken(tx, refreshToken, session, current.token, at);
    await tx.query('UPDATE sessions SET updated_at = $2 WHERE id = $1', [session.id, at]);
    return { session, refreshToken };
  }

  async logout(userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
    if (scope === 'local') {
      await this.deleteSessions('id = $1', [sessionId]);
    } else if (scope === 'others') {
      await this.deleteSessions('user_id = $1 AND id <> $2', [userId, sessionId]);
    } else {
      await this.deleteSessions('user_id = $1', [userId]);
    }
  }

  private deleteSessions(where: string, params: unknown[]): Promise<void> {
    return transaction(this.db, async (tx) => {
      await tx.query(`DELETE FROM sessions WHERE ${where}`, params);
      await tx.query(
        'DELETE FROM refresh_tokens WHERE family_revoked = false AND session_id NOT IN (SELECT id FROM sessions)',
      );
    });
  }
}

async function revokeFamily(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET revoked = true, family_revoked = true WHERE session_id = $1', [sessionId]);
  await tx.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

async function activeToken(tx: Queryable, sessionId: string): Promise<RefreshTokenRow | undefined> {
  const { rows } = await tx.query<RefreshTokenRow>(
    'SELECT * FROM refresh_tokens WHERE session_id = $1 AND revoked = false ORDER BY id DESC LIMIT 1',
    [sessionId],
  );
  return rows[0];
}

async function insertToken(tx: Queryable, token: string, session: SessionRow, parent: string | null, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO refresh_tokens (token, user_id, session_id, parent, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [token, session.user_id, session.id, parent, at],
  );
}
