import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/auth.schema.js';
import { displayName } from '../auth/user-row.js';

/**
 * One audit_log row (certificates, quotations, the public directory, financial goals): what the
 * thing was, what it became, who did it, and a line a person reads.
 */
export async function writeAudit(
  db: Kysely<DB>,
  entry: {
    entityType: 'certificate' | 'quotation' | 'public_certificate' | 'financial_goal';
    entityId: string;
    action: 'created' | 'updated' | 'deleted';
    actor: SessionUser;
    previous: unknown;
    next: unknown;
    description: string;
    title: string;
    details: string;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      performedBy: entry.actor.id,
      performedByEmail: entry.actor.email,
      performedByName: displayName(entry.actor) ?? entry.actor.email,
      previousData: entry.previous === null ? null : JSON.stringify(entry.previous),
      newData: entry.next === null ? null : JSON.stringify(entry.next),
      changeDescription: entry.description,
      entityTitle: entry.title,
      entityDetails: entry.details,
      createdAt: entry.at,
    })
    .execute();
}
