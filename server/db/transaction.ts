import type { Kysely, Transaction } from "kysely";

/** Runs `work` in a transaction: the caller's, when `db` already is one, or a new one. */
export function inTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}
