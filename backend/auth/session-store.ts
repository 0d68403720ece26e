import { randomBytes, randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { badRequest } from '../http/api-error.ts';
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
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: PGlite,
    private readonly now: () => number,
    private readonly reuseIntervalSeconds: () => number,
  ) {}

  async create(userId: string, method: AuthMethod): Promise<Grant> {
    const at = new Date(this.now());
    const { rows } = await this.db.query<SessionRow>(
      `INSERT INTO sessions (id, user_id, auth_method, authenticated_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4, $4) RETURNING *`,
      [randomUUID(), userId, method, at],
    );
    const session = rows[0];
    if (!session) throw new Error('session insert returned nothing');
    const refreshToken = newToken();
    await this.insertToken(refreshToken, session, null, at);
    return { session, refreshToken };
  }

  async find(sessionId: string): Promise<SessionRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return undefined;
    const { rows } = await this.db.query<SessionRow>('SELECT * FROM sessions WHERE id = $1', [sessionId]);
    return rows[0];
  }

  /** Rotates a refresh token; concurrent calls are serialised so races resolve like GoTrue's row lock. */
  rotate(token: string): Promise<Grant> {
    const run = this.queue.then(() => this.rotateNow(token));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async rotateNow(token: string): Promise<Grant> {
    const { rows } = await this.db.query<RefreshTokenRow>('SELECT * FROM refresh_tokens WHERE token = $1', [token]);
    const current = rows[0];
    if (!current) throw notFound();
    if (current.family_revoked) throw alreadyUsed();
    const session = await this.find(current.session_id);
    if (!session) throw notFound();
    const at = new Date(this.now());
    if (current.revoked) {
      const active = await this.activeToken(session.id);
      if (active && active.parent === current.token) return { session, refreshToken: active.token };
      const reuseUntil = current.updated_at.getTime() + this.reuseIntervalSeconds() * 1000;
      if (at.getTime() > reuseUntil) {
        await this.revokeFamily(session.id);
        throw alreadyUsed();
      }
    } else {
      await this.db.query('UPDATE refresh_tokens SET revoked = true, updated_at = $2 WHERE id = $1', [current.id, at]);
    }
    const refreshToken = newToken();
    await this.insertToken(refreshToken, session, current.token, at);
    await this.db.query('UPDATE sessions SET updated_at = $2 WHERE id = $1', [session.id, at]);
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

  private async deleteSessions(where: string, params: unknown[]): Promise<void> {
    await this.db.query(`DELETE FROM sessions WHERE ${where}`, params);
    await this.db.query(
      'DELETE FROM refresh_tokens WHERE family_revoked = false AND session_id NOT IN (SELECT id FROM sessions)',
    );
  }

  private async revokeFamily(sessionId: string): Promise<void> {
    await this.db.query(
      'UPDATE refresh_tokens SET revoked = true, family_revoked = true WHERE session_id = $1',
      [sessionId],
    );
    await this.db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
  }

  private async activeToken(sessionId: string): Promise<RefreshTokenRow | undefined> {
    const { rows } = await this.db.query<RefreshTokenRow>(
      'SELECT * FROM refresh_tokens WHERE session_id = $1 AND revoked = false ORDER BY id DESC LIMIT 1',
      [sessionId],
    );
    return rows[0];
  }

  private async insertToken(token: string, session: SessionRow, parent: string | null, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO refresh_tokens (token, user_id, session_id, parent, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5)`,
      [token, session.user_id, session.id, parent, at],
    );
  }
}
