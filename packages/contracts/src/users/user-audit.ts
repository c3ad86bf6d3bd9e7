import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import { personName } from './person-rules.js';
import type { AdminUser } from './users.schema.js';

/** An account as the audit trail keeps it: who it is and what it may do; never a hash or a token. */
export function userSnapshot(user: AdminUser) {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName,
    phone: user.phone,
    address: user.address,
    vatNumber: user.vatNumber,
    crNumber: user.crNumber,
    role: user.role,
    isActive: user.isActive,
    isMainAdmin: user.isMainAdmin,
    mustChangePassword: user.mustChangePassword,
  };
}

type Snapshot = ReturnType<typeof userSnapshot>;

/** What an edit changed, in words: 'role client -> admin, phone'. Names the fields, not secrets. */
export function describeChanges(before: Snapshot, after: Snapshot): string[] {
  return (Object.keys(before) as (keyof Snapshot)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => (key === 'role' ? `role ${before.role} -> ${after.role}` : key));
}

interface UserAuditEntry {
  action: 'created' | 'updated' | 'deleted' | 'status_changed';
  before: AdminUser | null;
  after: AdminUser | null;
  description: string;
}

/** One audit_log row about an account, written in the change's own transaction. */
export function auditUser(db: Kysely<DB>, actor: SessionUser, at: Date, entry: UserAuditEntry) {
  const subject = (entry.after ?? entry.before) as AdminUser;
  return writeAudit(db, {
    entityType: 'user',
    entityId: subject.id,
    action: entry.action,
    actor,
    previous: entry.before && userSnapshot(entry.before),
    next: entry.after && userSnapshot(entry.after),
    description: entry.description,
    title: personName(subject) ?? subject.email,
    details: `${subject.email} (${subject.role})`,
    at,
  });
}
