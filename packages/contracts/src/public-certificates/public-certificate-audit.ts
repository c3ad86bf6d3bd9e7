import type { DB } from '@tc/db';
import type { Kysely, Selectable } from 'kysely';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';

type Row = Selectable<DB['publicCertificates']>;

/**
 * What the audit trail keeps of a directory entry: its fields picked one by one, so the
 * verification code (which opens the certificate's public page) is never copied into the log.
 */
function auditData(row: Row) {
  return {
    certificateNumber: row.certificateNumber,
    studentName: row.studentName,
    nationalId: row.nationalId,
    nationality: row.nationality,
    dateOfBirth: row.dateOfBirth,
    yearOfBirth: row.yearOfBirth,
    courseId: row.courseId,
    courseType: row.courseType,
    courseName: row.courseName,
    description: row.description,
    publishDate: row.publishDate,
    expiryDate: row.expiryDate,
    isVisible: row.isVisible,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
  };
}

// entity_title holds 255 characters; a long student name is cut rather than refused.
const title = (row: Row) => `${row.certificateNumber} · ${row.studentName}`.slice(0, 255);
const details = (row: Row) =>
  [
    row.courseName ?? row.courseType,
    `published ${row.publishDate}`,
    row.expiryDate && `expires ${row.expiryDate}`,
  ]
    .filter(Boolean)
    .join(', ');

/** One audit_log row for a change to the public directory, written in the change's own transaction. */
export async function auditPublicCertificate(
  db: Kysely<DB>,
  actor: SessionUser,
  at: Date,
  change:
    | { action: 'created'; row: Row; imported?: boolean }
    | { action: 'revoked'; before: Row; row: Row }
    | { action: 'deleted'; row: Row },
): Promise<void> {
  const { row } = change;
  const description =
    change.action === 'created'
      ? `Certificate ${row.certificateNumber} published for ${row.studentName}${change.imported ? ' (CSV import)' : ''}`
      : change.action === 'revoked'
        ? `Certificate ${row.certificateNumber} revoked: ${row.revokedReason ?? ''}`
        : `Certificate ${row.certificateNumber} deleted from the directory`;
  await writeAudit(db, {
    entityType: 'public_certificate',
    entityId: row.id,
    // audit_log knows created, updated and deleted: a revocation is an update whose description says so.
    action: change.action === 'revoked' ? 'updated' : change.action,
    actor,
    previous:
      change.action === 'created' ? null : auditData(change.action === 'revoked' ? change.before : row),
    next: change.action === 'deleted' ? null : auditData(row),
    description,
    title: title(row),
    details: details(row),
    at,
  });
}
