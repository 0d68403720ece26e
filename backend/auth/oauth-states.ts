import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/transaction.ts';
import type { Pkce } from './flow-states.ts';
import type { ProviderAccount } from './oauth-providers.ts';

export interface OAuthState {
  id: string;
  provider: string;
  redirect_to: string;
  code_challenge: string | null;
  code_challenge_method: 's256' | 'plain' | null;
  provider_code: string | null;
  account: ProviderAccount | null;
}

/** How long a visitor may take on the provider's screen between /authorize and /callback. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** One pending OAuth sign-in between /authorize and /callback. */
export class OAuthStates {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
  ) {}

  async create(provider: string, redirectTo: string, pkce: Pkce | undefined): Promise<string> {
    const id = randomUUID();
    await this.db.query(
      `INSERT INTO oauth_states (id, provider, redirect_to, code_challenge, code_challenge_method, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, provider, redirectTo, pkce?.codeChallenge ?? null, pkce?.method ?? null, new Date(this.now())],
    );
    return id;
  }

  /** The pending sign-in, unless unknown or expired. */
  async find(id: string | undefined): Promise<OAuthState | undefined> {
    if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const { rows } = await this.db.query<OAuthState>('SELECT * FROM oauth_states WHERE id = $1 AND created_at > $2', [
      id,
      new Date(this.now() - OAUTH_STATE_TTL_MS),
    ]);
    return rows[0];
  }

  /** The provider's answer to "Continue": a one-time code bound to the chosen account. */
  async grant(id: string, account: ProviderAccount): Promise<string> {
    const code = randomBytes(16).toString('base64url');
    await this.db.query('UPDATE oauth_states SET provider_code = $2, account = $3::jsonb WHERE id = $1', [
      id,
      code,
      JSON.stringify(account),
    ]);
    return code;
  }

  async consume(id: string): Promise<void> {
    await this.db.query('DELETE FROM oauth_states WHERE id = $1', [id]);
  }
}
