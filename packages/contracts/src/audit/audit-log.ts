import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/auth.schema.js';
import { displayName } from '../auth/user-row.js';
import type { auditLogActions, auditLogEntityTypes } from './audit-trail.schema.js';

/**
 * Someone who acts without signing in: a client accepting or declining a quotation through the link
 * only they were sent, or a visitor asking for one on the website. Recorded as the account the link
 * or the address belongs to (when there is one), the address, and the name the person typed,
 * marked as coming through the link or the request.
 */
export interface LinkVisitor {
  via: 'quotation link' | 'quotation request';
  id: string | null;
  email: string | null;
  name: string;
}

/** An admin's API key acting for them (api-keys.service.ts): the trail names the key. */
type KeyActing = SessionUser & { apiKey?: { name: string; prefix: string } };

export type AuditActor = KeyActing | LinkVisitor;

/** performed_by_name holds 200 characters. */
const NAME_MAX = 200;

function actorColumns(actor: AuditActor) {
  const name =
    'via' in actor
      ? `${actor.name} (${actor.via})`
      : actor.apiKey
        ? `API key “${actor.apiKey.name}” (${actor.apiKey.prefix}…)`
        : (displayName(actor) ?? actor.email);
  return { performedBy: actor.id, performedByEmail: actor.email, performedByName: name.slice(0, NAME_MAX) };
}

export interface AuditEntry {
  entityType: (typeof auditLogEntityTypes)[number];
  /** null for a thing with no id of its own: the documents' settings, the site's texts. */
  entityId: string | null;
  action: (typeof auditLogActions)[number];
  actor: AuditActor;
  previous: unknown;
  next: unknown;
  description: string;
  title: string;
  details: string;
  at: Date;
}

/** entity_title holds 255 characters: a longer title (a long student name, say) is cut, not refused. */
const TITLE_MAX = 255;

/**
 * audit_log rows (every change an admin or a client makes), in one
 * statement however many: what the thing was, what it became, who did it, and a line a person reads.
 */
export async function writeAudit(db: Kysely<DB>, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await db
    .insertInto('auditLog')
    .values(
      list.map((entry) => ({
        entityType: entry.entityType,
        entityId: entry.entityId,
        action: entry.action,
        ...actorColumns(entry.actor),
        previousData: entry.previous === null ? null : JSON.stringify(entry.previous),
        newData: entry.next === null ? null : JSON.stringify(entry.next),
        changeDescription: entry.description,
        entityTitle: entry.title.slice(0, TITLE_MAX),
        entityDetails: entry.details,
        createdAt: entry.at,
      })),
    )
    .execute();
}
