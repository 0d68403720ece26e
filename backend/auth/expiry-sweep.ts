import type { Queryable } from '../db/transaction.ts';
import { EMAIL_LINK_TTL_MS } from './email-links.ts';
import { FLOW_STATE_TTL_MS } from './flow-states.ts';
import { OAUTH_STATE_TTL_MS } from './oauth-states.ts';

/**
 * How long a refresh token of an ended session (signed out, or revoked for reuse) is kept: while
 * it is, presenting it again answers "Already Used" rather than "Not Found". Tokens of live
 * sessions are never swept: reuse detection needs their whole chain.
 */
export const ENDED_SESSION_TOKEN_RETENTION_MS = 24 * 3600 * 1000;

export interface SweepResult {
  flowStates: number;
  oauthStates: number;
  refreshTokens: number;
}

/** Deletes what can never be used again: expired PKCE flow states and OAuth states, tokens of ended sessions. */
export async function sweepExpired(db: Queryable, now: number): Promise<SweepResult> {
  const before = (ms: number) => new Date(now - ms);
  const flows = await db.query(
    `DELETE FROM flow_states WHERE (issued_at IS NOT NULL AND issued_at < $1)
       OR (issued_at IS NULL AND created_at < $2)`,
    [before(FLOW_STATE_TTL_MS), before(EMAIL_LINK_TTL_MS)],
  );
  const oauth = await db.query('DELETE FROM oauth_states WHERE created_at < $1', [before(OAUTH_STATE_TTL_MS)]);
  const tokens = await db.query(
    `DELETE FROM refresh_tokens WHERE updated_at < $1
       AND NOT EXISTS (SELECT 1 FROM sessions WHERE sessions.id = refresh_tokens.session_id)`,
    [before(ENDED_SESSION_TOKEN_RETENTION_MS)],
  );
  return { flowStates: flows.affectedRows ?? 0, oauthStates: oauth.affectedRows ?? 0, refreshTokens: tokens.affectedRows ?? 0 };
}
