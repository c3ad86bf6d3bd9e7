import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { auditLogEntityTypes } from './audit-trail.schema.js';

/** Tests' view of audit_log: the rows of one kind of thing (of one of them given its id), oldest first. */
export function auditRowsOf(
  db: Kysely<DB>,
  entityType: (typeof auditLogEntityTypes)[number],
  entityId?: string | null,
) {
  let query = db.selectFrom('auditLog').selectAll().where('entityType', '=', entityType);
  if (entityId === null) query = query.where('entityId', 'is', null);
  else if (entityId !== undefined) query = query.where('entityId', '=', entityId);
  return query.orderBy('createdAt').orderBy('id').execute();
}
