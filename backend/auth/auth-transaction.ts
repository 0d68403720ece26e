import type { Config } from '../config.ts';
import { transaction, type Queryable } from '../db/transaction.ts';
import { Mailbox } from '../mail/mailbox.ts';
import type { AuthDeps } from './auth-deps.ts';
import { FlowStates } from './flow-states.ts';
import { OAuthStates } from './oauth-states.ts';
import { SessionStore } from './session-store.ts';
import { UserStore } from './user-store.ts';

/** The auth stores, all querying `db` (the database or one transaction). */
export function authStores(db: Queryable, config: Config) {
  return {
    users: new UserStore(db, config.now),
    sessions: new SessionStore(db, config.now, () => config.refreshTokenReuseInterval),
    flows: new FlowStates(db, config.now),
    oauthStates: new OAuthStates(db, config.now),
    mailbox: new Mailbox(db, config.now),
  };
}

/**
 * Runs a multi-step write (sign-up, confirmation, sign-in…) with every store bound to one
 * transaction: it lands whole or not at all. Nested calls join the open transaction.
 */
export function inTransaction<T>(deps: AuthDeps, work: (tx: AuthDeps) => Promise<T>): Promise<T> {
  return transaction(deps.db, (tx) => work({ ...deps, db: tx, ...authStores(tx, deps.config) }));
}
