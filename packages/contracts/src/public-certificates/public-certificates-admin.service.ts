import type { DB } from '@tc/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { SessionUser } from '../auth/auth.schema.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import type { CourseReference } from '../courses/course-reference.js';
import { type CertificateCourse, requireCourse } from '../courses/course-reference.service.js';
import { AppError, isUniqueViolation } from '../errors.js';
import { byId, isUuid } from '../ids.js';
import { lockAccount } from '../locked-references.js';
import { containsText, nullsLast, pagedList } from '../paging/paged-list.js';
import { queueWebhookEvent } from '../webhooks/webhook-events.js';
import { auditPublicCertificate } from './public-certificate-audit.js';
import {
  AGE_VALIDATION_TEXT,
  ageOn,
  type CertificateStatus,
  CLIENT_NOT_FOUND_MESSAGE,
  COURSE_TYPE_REQUIRED_MESSAGE,
  MINIMUM_CERTIFICATE_AGE,
  type PublicCertificate,
  type PublicCertificateFilter,
} from './public-certificates.schema.js';
import { publicCertificateStatus, validCertificateSql } from './public-certificates.service.js';

export const DUPLICATE_NUMBER_MESSAGE = 'A certificate with this number already exists';

/** The fields of a new public certificate once its schema has checked them. */
export interface PublicCertificateFields extends CourseReference {
  certificateNumber: string;
  studentName: string;
  nationalId: string;
  dateOfBirth: string;
  publishDate: string;
  expiryDate: string;
  clientId: string | null;
}

export function verificationUrl(appUrl: string, code: string): string {
  return `${appUrl}/verify/${code}`;
}

export function toPublicCertificate(
  row: Selectable<DB['publicCertificates']>,
  ctx: Context,
): PublicCertificate {
  return {
    id: row.id,
    certificateNumber: row.certificateNumber,
    studentName: row.studentName,
    nationalId: row.nationalId,
    courseId: row.courseId,
    courseType: row.courseType,
    courseName: row.courseName,
    dateOfBirth: row.dateOfBirth,
    yearOfBirth: row.yearOfBirth,
    publishDate: row.publishDate,
    expiryDate: row.expiryDate,
    isVisible: row.isVisible,
    status: publicCertificateStatus(row, ctx.now()),
    verificationUrl: verificationUrl(ctx.appUrl, row.verificationCode),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
    publishedBy: row.publishedBy,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  };
}

function readRow(db: Kysely<DB>, id: string): Promise<Selectable<DB['publicCertificates']>> {
  return byId(id, 'Certificate not found', (id) =>
    db.selectFrom('publicCertificates').selectAll().where('id', '=', id).executeTakeFirst(),
  );
}

/** The status filter as SQL: revoked wins over the dates (publicCertificateStatus's rule). */
function statusSql(status: CertificateStatus, now: Date) {
  if (status === 'revoked') return sql<boolean>`public_certificates.revoked_at is not null`;
  const valid = validCertificateSql('publicCertificates.expiryDate', now);
  return sql<boolean>`(public_certificates.revoked_at is null and ${status === 'valid' ? valid : sql`not ${valid}`})`;
}

/** The console's Public Certificates tab: newest first. */
export const publicCertificateList = pagedList({
  rows: (ctx, filter: PublicCertificateFilter) => {
    let query = ctx.db.selectFrom('publicCertificates').selectAll();
    if (filter.search) {
      const columns = [
        'publicCertificates.certificateNumber',
        'publicCertificates.studentName',
        'publicCertificates.nationalId',
        'publicCertificates.courseName',
      ];
      query = query.where(containsText(columns, filter.search));
    }
    if (filter.status) query = query.where(statusSql(filter.status, ctx.now()));
    if (filter.clientId) query = query.where('publicCertificates.clientId', '=', filter.clientId);
    return query;
  },
  sorts: {
    createdAt: 'publicCertificates.createdAt',
    certificateNumber: 'publicCertificates.certificateNumber',
    studentName: 'publicCertificates.studentName',
    course: nullsLast('publicCertificates.courseName'),
    publishDate: 'publicCertificates.publishDate',
    expiryDate: nullsLast('publicCertificates.expiryDate'),
  },
  id: 'publicCertificates.id',
  items: (rows, ctx) => rows.map((row) => toPublicCertificate(row, ctx)),
});

/** The rule a schema cannot know: the student is 18 on the day (a Bahrain date). */
export function ageProblem(fields: PublicCertificateFields, today: string): string | null {
  return ageOn(fields.dateOfBirth, today) < MINIMUM_CERTIFICATE_AGE ? AGE_VALIDATION_TEXT.description : null;
}

/** Which of these certificate numbers the directory already holds, in capitals (numbers match in any case). */
export async function takenNumbers(db: Kysely<DB>, numbers: string[]): Promise<Set<string>> {
  const wanted = [...new Set(numbers.map((number) => number.toUpperCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .selectFrom('publicCertificates')
    .select((eb) => eb.fn<string>('upper', ['certificateNumber']).as('number'))
    .where((eb) => eb(eb.fn('upper', ['certificateNumber']), 'in', wanted))
    .execute();
  return new Set(rows.map((row) => row.number));
}

/**
 * One row as the table stores it: the year of birth derived, visible, and the course with its
 * name and type as they are today, which the certificate keeps (an employer checks it against
 * the paper, whatever the catalogue says later).
 */
export function publicCertificateRow(
  fields: PublicCertificateFields,
  course: CertificateCourse,
  actor: SessionUser,
  at: Date,
) {
  const { courseId: _id, courseType: _type, ...rest } = fields;
  return {
    ...rest,
    courseId: course.id,
    courseType: course.courseType,
    courseName: course.name,
    yearOfBirth: Number(fields.dateOfBirth.slice(0, 4)),
    isVisible: true,
    publishedBy: actor.id,
    createdAt: at,
    updatedAt: at,
  };
}

/** POST /api/admin/public-certificates: into the public directory, verifiable at once. */
export async function createPublicCertificate(
  ctx: Context,
  actor: SessionUser,
  fields: PublicCertificateFields,
): Promise<PublicCertificate> {
  const tooYoung = ageProblem(fields, centreDate(ctx.now()));
  if (tooYoung) throw new AppError('BAD_REQUEST', tooYoung);
  if ((await takenNumbers(ctx.db, [fields.certificateNumber])).size > 0)
    throw new AppError('CONFLICT', DUPLICATE_NUMBER_MESSAGE);
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      await requireCertificateClient(trx, fields.clientId);
      const course = await requireCourse(trx, fields, COURSE_TYPE_REQUIRED_MESSAGE);
      const row = await trx
        .insertInto('publicCertificates')
        .values(publicCertificateRow(fields, course, actor, ctx.now()))
        .returningAll()
        .executeTakeFirstOrThrow();
      await auditPublicCertificate(trx, actor, ctx.now(), { action: 'created', row });
      await queueWebhookEvent(ctx, trx, 'certificate.published', toPublicCertificate(row, ctx));
      return row;
    });
    return toPublicCertificate(row, ctx);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_NUMBER_MESSAGE);
    throw error;
  }
}

/** A certificate's client company: a client account, locked until the write commits; else 400. */
async function requireCertificateClient(trx: Kysely<DB>, clientId: string | null): Promise<void> {
  if (clientId && !(isUuid(clientId) && (await lockAccount(trx, clientId, 'client'))))
    throw new AppError('BAD_REQUEST', CLIENT_NOT_FOUND_MESSAGE);
}

/** PATCH /api/admin/public-certificates/{id}: names (or clears) the client company that sent the operator. */
export async function updatePublicCertificate(
  ctx: Context,
  actor: SessionUser,
  input: { id: string; clientId: string | null },
): Promise<PublicCertificate> {
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const row = await readRow(trx, input.id);
    await requireCertificateClient(trx, input.clientId);
    const next = await trx
      .updateTable('publicCertificates')
      .set({ clientId: input.clientId, updatedAt: ctx.now() })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (next.clientId !== row.clientId)
      await auditPublicCertificate(trx, actor, ctx.now(), { action: 'client', before: row, row: next });
    return next;
  });
  return toPublicCertificate(updated, ctx);
}

/** DELETE /api/admin/public-certificates/{id}: out of the directory; its QR code stops verifying. */
export async function deletePublicCertificate(
  ctx: Context,
  actor: SessionUser,
  id: string,
): Promise<{ ok: true }> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await readRow(trx, id);
    await trx.deleteFrom('publicCertificates').where('id', '=', row.id).execute();
    await auditPublicCertificate(trx, actor, ctx.now(), { action: 'deleted', row });
  });
  return { ok: true };
}

/**
 * Revokes a certificate (withdrawn, issued in error, fraud): search and the verification page then
 * show REVOKED and the reason. Revoking is final; a corrected certificate is published anew.
 */
export async function revokePublicCertificate(
  ctx: Context,
  actor: SessionUser,
  id: string,
  reason: string,
): Promise<PublicCertificate> {
  const revoked = await ctx.db.transaction().execute(async (trx) => {
    const row = await readRow(trx, id);
    if (row.revokedAt) throw new AppError('CONFLICT', 'This certificate is already revoked');
    // Only a certificate not yet revoked is revoked: of two revocations at once, one answers 409.
    const revoked = await trx
      .updateTable('publicCertificates')
      .set({ revokedAt: ctx.now(), revokedReason: reason, revokedBy: actor.id, updatedAt: ctx.now() })
      .where('id', '=', row.id)
      .where('revokedAt', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!revoked) throw new AppError('CONFLICT', 'This certificate is already revoked');
    await auditPublicCertificate(trx, actor, ctx.now(), { action: 'revoked', before: row, row: revoked });
    await queueWebhookEvent(ctx, trx, 'certificate.revoked', toPublicCertificate(revoked, ctx));
    return revoked;
  });
  return toPublicCertificate(revoked, ctx);
}

/** What the QR code of a certificate encodes: its verification page. */
export async function verificationAddress(
  ctx: Context,
  id: string,
): Promise<{ url: string; certificateNumber: string }> {
  const row = await readRow(ctx.db, id);
  return { url: verificationUrl(ctx.appUrl, row.verificationCode), certificateNumber: row.certificateNumber };
}
