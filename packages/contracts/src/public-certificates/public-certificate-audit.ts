import type { DB } from '@tc/db';
import type { Kysely, Selectable } from 'kysely';
import { type AuditEntry, writeAudit } from '../audit/audit-log.js';
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
    clientId: row.clientId,
  };
}

const title = (row: Row) => `${row.certificateNumber} · ${row.studentName}`;
const details = (row: Row) =>
  [
    row.courseName ?? row.courseType,
    `published ${row.publishDate}`,
    row.expiryDate && `expires ${row.expiryDate}`,
  ]
    .filter(Boolean)
    .join(', ');

type Change =
  | { action: 'created'; row: Row; imported?: boolean }
  | { action: 'revoked'; before: Row; row: Row }
  | { action: 'client'; before: Row; row: Row }
  | { action: 'deleted'; row: Row };

/** The audit_log entry of a change to the public directory. */
export function publicCertificateAuditEntry(actor: SessionUser, at: Date, change: Change): AuditEntry {
  const { row } = change;
  const description =
    change.action === 'created'
      ? change.imported
        ? `Certificate ${row.certificateNumber} published for ${row.studentName} (CSV import)`
        : `Certificate ${row.certificateNumber} published for ${row.studentName}`
      : change.action === 'revoked'
        ? `Certificate ${row.certificateNumber} revoked: ${row.revokedReason ?? ''}`
        : change.action === 'client'
          ? `Certificate ${row.certificateNumber}: client company changed`
          : `Certificate ${row.certificateNumber} deleted from the directory`;
  return {
    entityType: 'public_certificate',
    entityId: row.id,
    // audit_log knows created, updated and deleted: a revocation or a new client is an update
    // whose description says so.
    action: change.action === 'revoked' || change.action === 'client' ? 'updated' : change.action,
    actor,
    previous: change.action === 'created' ? null : auditData('before' in change ? change.before : row),
    next: change.action === 'deleted' ? null : auditData(row),
    description,
    title: title(row),
    details: details(row),
    at,
  };
}

/** One audit_log row for a change to the public directory, written in the change's own transaction. */
export function auditPublicCertificate(
  db: Kysely<DB>,
  actor: SessionUser,
  at: Date,
  change: Change,
): Promise<void> {
  return writeAudit(db, publicCertificateAuditEntry(actor, at, change));
}
