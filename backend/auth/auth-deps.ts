import type { Queryable } from '../db/transaction.ts';
import type { Config } from '../config.ts';
import type { Mailbox } from '../mail/mailbox.ts';
import type { FlowStates } from './flow-states.ts';
import type { OAuthStates } from './oauth-states.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { SessionStore } from './session-store.ts';
import type { ApiKeys, TokenSigner } from './tokens.ts';
import type { UserStore } from './user-store.ts';

/** Everything the auth routes share. */
export interface AuthDeps {
  db: Queryable;
  config: Config;
  keys: ApiKeys;
  users: UserStore;
  sessions: SessionStore;
  flows: FlowStates;
  oauthStates: OAuthStates;
  signer: TokenSigner;
  mailbox: Mailbox;
  limiter: RateLimiter;
}
