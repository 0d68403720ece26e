import type { PGlite, Transaction } from '@electric-sql/pglite';

/** The database, or one transaction on it: what the stores query. */
export type Queryable = PGlite | Transaction;

/**
 * Runs `work` in one transaction: its writes land together or not at all. Inside a transaction
 * already open it simply runs in that one, so helpers that need atomicity can nest. PGlite runs one
 * transaction at a time: inside `work`, query only through `tx` (the database itself waits).
 */
export function transaction<T>(db: Queryable, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return 'transaction' in db ? db.transaction(work) : work(db);
}
