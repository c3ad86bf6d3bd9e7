// A helper for the procedure tests (not part of the build): a write racing a delete.
import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';

/**
 * Runs `write` while another transaction has deleted a row (`remove`) and not yet committed, then
 * commits the delete once the write waits for it, and answers what the write answered. A write
 * that locks what it points at waits at its lookup and then finds the row gone; one that does not
 * waits in the foreign key's check and fails there. PostgreSQL only: PGlite runs one transaction
 * at a time.
 */
export async function writeDuringDelete<T>(
  db: Kysely<DB>,
  remove: (trx: Kysely<DB>) => Promise<unknown>,
  write: () => Promise<T>,
): Promise<T> {
  const deleting = await db.startTransaction().execute();
  let settled = false;
  try {
    await remove(deleting);
    const written = write().finally(() => {
      settled = true;
    });
    // Until the write waits on a lock (or ends without waiting: then there was nothing to race).
    while (!settled && !(await waitingOnLock(db))) await new Promise((resolve) => setImmediate(resolve));
    await deleting.commit().execute();
    return await written;
  } catch (error) {
    if (!deleting.isCommitted) await deleting.rollback().execute();
    throw error;
  }
}

async function waitingOnLock(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ waiting: number }>`
    select count(*)::int as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
  return (rows[0]?.waiting ?? 0) > 0;
}
