import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { Role } from './auth/auth.schema.js';
import { findById, isUuid } from './ids.js';

// An id a caller sends that becomes a foreign key (a quotation's client, a class's course) is
// looked up inside the write's transaction, and the row it names is locked until that commits: a
// delete (or a role change) at the same moment either went first, and the lookup misses (the
// caller's 400), or waits for the write. Looked up outside the transaction, or without the lock,
// the foreign key itself would refuse the write: a 500.

/**
 * The account with this id and role, locked against a delete or a change of role until the
 * transaction ends; undefined for a malformed id, another role or no account.
 */
export function lockAccount(trx: Kysely<DB>, id: string, role: Role) {
  return findById(id, (id) =>
    trx
      .selectFrom('users')
      .select(['id', 'firstName', 'lastName', 'companyName', 'email'])
      .where('id', '=', id)
      .where('role', '=', role)
      .forShare()
      .executeTakeFirst(),
  );
}

/** Which of these course ids name a course, each locked against a delete until the transaction ends. */
export async function lockCourses(trx: Kysely<DB>, ids: string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await trx.selectFrom('courses').select('id').where('id', 'in', wanted).forKeyShare().execute();
  return new Set(rows.map((row) => row.id));
}

/** The form with this id, locked against a delete until the transaction ends; undefined once deleted. */
export function lockForm(trx: Kysely<DB>, id: string) {
  return trx.selectFrom('customForms').select('id').where('id', '=', id).forKeyShare().executeTakeFirst();
}
