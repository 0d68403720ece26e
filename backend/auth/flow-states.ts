import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/transaction.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import type { AuthMethod } from './tokens.ts';

export interface Pkce {
  codeChallenge: string;
  method: 's256' | 'plain';
}

interface FlowStateRow {
  auth_code: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: AuthMethod;
  issued_at: Date | null;
}

/** A code handed to the browser must be exchanged within 300 s (GoTrue). */
export const FLOW_STATE_TTL_MS = 300_000;

/** Reads `code_challenge` / `code_challenge_method`; undefined when the request is not PKCE. */
export function readPkce(challenge: unknown, method: unknown): Pkce | undefined {
  const hasChallenge = typeof challenge === 'string' && challenge !== '';
  const hasMethod = typeof method === 'string' && method !== '';
  if (!hasChallenge && !hasMethod) return undefined;
  if (!hasChallenge || !hasMethod) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  const normalised = method.toLowerCase();
  if (normalised !== 's256' && normalised !== 'plain') {
    throw badRequest('validation_failed', 'code challenge method not supported');
  }
  return { codeChallenge: challenge, method: normalised };
}

function challengeOf(verifier: string, method: string): string {
  return method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
}

/** PKCE flow states: an auth code handed to the browser, exchanged with the verifier. */
export class FlowStates {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
  ) {}

  async create(userId: string | null, provider: string, pkce: Pkce, method: AuthMethod): Promise<string> {
    const authCode = randomUUID();
    await this.db.query(
      `INSERT INTO flow_states (auth_code, user_id, provider_type, code_challenge, code_challenge_method,
         authentication_method, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [authCode, userId, provider, pkce.codeChallenge, pkce.method, method, new Date(this.now())],
    );
    return authCode;
  }

  /** Marks the code as handed out now (the 300 s expiry starts) and binds the user. */
  async issue(authCode: string, userId: string): Promise<void> {
    await this.db.query('UPDATE flow_states SET issued_at = $2, user_id = $3 WHERE auth_code = $1', [
      authCode,
      new Date(this.now()),
      userId,
    ]);
  }

  /** The newest e-mail flow of a kind ('email' for sign-up confirmation, 'recovery') not yet handed out. */
  async latestForUser(userId: string, providerType: 'email' | 'recovery'): Promise<string | undefined> {
    const { rows } = await this.db.query<{ auth_code: string }>(
      `SELECT auth_code FROM flow_states WHERE user_id = $1 AND provider_type = $2 AND issued_at IS NULL
       ORDER BY created_at DESC LIMIT 1`,
      [userId, providerType],
    );
    return rows[0]?.auth_code;
  }

  async exchange(authCode: unknown, verifier: unknown): Promise<{ userId: string; method: AuthMethod }> {
    if (typeof authCode !== 'string' || authCode === '' || typeof verifier !== 'string' || verifier === '') {
      throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
    }
    const notFound = new ApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (!/^[0-9a-f-]{36}$/i.test(authCode)) throw notFound;
    const { rows } = await this.db.query<FlowStateRow>('SELECT * FROM flow_states WHERE auth_code = $1', [authCode]);
    const state = rows[0];
    if (!state || !state.issued_at || !state.user_id) throw notFound;
    if (this.now() > state.issued_at.getTime() + FLOW_STATE_TTL_MS) {
      await this.db.query('DELETE FROM flow_states WHERE auth_code = $1', [authCode]);
      throw badRequest('flow_state_expired', 'invalid flow state, flow state has expired');
    }
    if (challengeOf(verifier, state.code_challenge_method) !== state.code_challenge) {
      throw new ApiError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    await this.db.query('DELETE FROM flow_states WHERE auth_code = $1', [authCode]);
    return { userId: state.user_id, method: state.authentication_method };
  }
}
