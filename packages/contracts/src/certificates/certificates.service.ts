import { randomInt, randomUUID } from 'node:crypto';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { requireCourse } from '../courses/course-reference.service.js';
import { AppError, isUniqueViolation } from '../errors.js';
import { byId } from '../ids.js';
import { certificateStatus } from '../public-certificates/public-certificates.service.js';
import { requireClient } from '../schedules/schedule-parties.js';
import type { StoredFile } from '../storage/storage.js';
import { certificateKey } from '../storage/storage-keys.js';
import { CERTIFICATE_NOT_FOUND_MESSAGE, readCertificate } from './certificate-read.js';
import {
  CERTIFICATE_TOO_LARGE_MESSAGE,
  type Certificate,
  type ClientCertificate,
  COURSE_REQUIRED_MESSAGE,
  type CreateCertificateInput,
  MAX_CERTIFICATE_BYTES,
  NOT_A_PDF_MESSAGE,
  PDF_ACTIVE_CONTENT_MESSAGE,
  PDF_UNCHECKABLE_MESSAGE,
  UPLOAD_CERTIFICATE_FIRST_MESSAGE,
} from './certificates.schema.js';
import { pdfActiveContent } from './pdf-active-content.js';

/** Private files: `certificates/<random uuid>.pdf`, served only through the download route. */
const FILE_KEY = /^certificates\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

/**
 * A PDF by its bytes: it starts with `%PDF-`, whatever its name or declared type, and carries no
 * scripts or actions (it is opened in the client's browser), or is refused with the reason.
 */
export function checkPdf(bytes: Uint8Array): void {
  if (bytes.length > MAX_CERTIFICATE_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', CERTIFICATE_TOO_LARGE_MESSAGE);
  const signature = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  if (signature !== '%PDF-') throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PDF_MESSAGE);
  const activeContent = pdfActiveContent(bytes);
  if (activeContent === 'found') throw new AppError('UNSUPPORTED_MEDIA_TYPE', PDF_ACTIVE_CONTENT_MESSAGE);
  if (activeContent === 'uncheckable') throw new AppError('UNSUPPORTED_MEDIA_TYPE', PDF_UNCHECKABLE_MESSAGE);
}

/** An upload no certificate took within a day is deleted. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/admin/upload-certificate: keeps a checked PDF privately and answers its reference,
 * which one certificate may then take (certificateFileUrl).
 */
export async function uploadCertificateFile(
  ctx: Context,
  actor: SessionUser,
  bytes: Uint8Array,
): Promise<{ fileUrl: string }> {
  checkPdf(bytes);
  const key = certificateKey(randomUUID());
  await ctx.storage.put('private', key, bytes);
  await ctx.db
    .insertInto('certificateUploads')
    .values({ fileKey: key, uploadedBy: actor.id, uploadedAt: ctx.now() })
    .execute();
  return { fileUrl: key };
}

/** Deletes uploaded PDFs that no certificate took within a day (the hourly jobs call this). */
export async function deleteAbandonedCertificateUploads(
  ctx: Pick<Context, 'db' | 'storage' | 'now'>,
): Promise<number> {
  const abandoned = await ctx.db
    .deleteFrom('certificateUploads')
    .where('uploadedAt', '<', new Date(ctx.now().getTime() - ABANDONED_AFTER_MS))
    .returning('fileKey')
    .execute();
  for (const { fileKey } of abandoned) {
    if (FILE_KEY.test(fileKey)) await ctx.storage.delete('private', fileKey);
  }
  return abandoned.length;
}

/** Letters and digits that cannot be mistaken for each other when read aloud or off paper. */
const READABLE = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** CERT-2026-7KQ4XM: the year of issue and six readable characters. */
export function newCertificateNumber(issueDate: string): string {
  const code = Array.from({ length: 6 }, () => READABLE[randomInt(READABLE.length)]).join('');
  return `CERT-${issueDate.slice(0, 4)}-${code}`;
}

const auditDetails = (certificate: Certificate) =>
  `${certificate.user.companyName ?? certificate.user.email} · ${certificate.courseName} · expires ${certificate.expiryDate}`;

/**
 * POST /api/admin/certificates: the certificate of a client, its number generated. It keeps its
 * course's type as it is today, what the certificate was issued as.
 */
export async function createCertificate(
  ctx: Context,
  actor: SessionUser,
  input: CreateCertificateInput & { issueDate: string; expiryDate: string },
): Promise<Certificate> {
  const userId = input.userId || input.participantId || '';
  for (let attempt = 1; ; attempt++) {
    const certificateNumber = newCertificateNumber(input.issueDate);
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        await requireClient(trx, userId);
        const course = await requireCourse(trx, input, COURSE_REQUIRED_MESSAGE);
        // The upload is taken by this certificate, once; anything else was never uploaded here.
        const upload = await trx
          .deleteFrom('certificateUploads')
          .where('fileKey', '=', input.certificateFileUrl)
          .returning('fileKey')
          .executeTakeFirst();
        if (!upload) throw new AppError('BAD_REQUEST', UPLOAD_CERTIFICATE_FIRST_MESSAGE);
        const { id } = await trx
          .insertInto('certificates')
          .values({
            userId,
            courseId: course.id,
            courseType: course.courseType,
            certificateNumber,
            governmentNumber: input.governmentNumber,
            fileName: `${certificateNumber}.pdf`,
            filePath: input.certificateFileUrl,
            issueDate: input.issueDate,
            expiryDate: input.expiryDate,
            publishedBy: actor.id,
            createdAt: ctx.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const certificate = await readCertificate(trx, id, ctx.now());
        await writeAudit(trx, {
          entityType: 'certificate',
          entityId: id,
          action: 'created',
          actor,
          previous: null,
          next: certificate,
          description: `Certificate ${certificateNumber} issued to ${certificate.user.companyName ?? certificate.user.email}`,
          title: certificateNumber,
          details: auditDetails(certificate),
          at: ctx.now(),
        });
        return certificate;
      });
    } catch (error) {
      // Two certificates drew the same number: draw again (a few times at most).
      if (!isUniqueViolation(error) || attempt === 5) throw error;
    }
  }
}

/** DELETE /api/admin/certificates/{id}: the record and its audit row, then its PDF. */
export async function deleteCertificate(ctx: Context, actor: SessionUser, id: string): Promise<{ ok: true }> {
  const filePath = await ctx.db.transaction().execute(async (trx) => {
    const existing = await readCertificate(trx, id, ctx.now());
    const { filePath } = await trx
      .deleteFrom('certificates')
      .where('id', '=', existing.id)
      .returning('filePath')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      entityType: 'certificate',
      entityId: existing.id,
      action: 'deleted',
      actor,
      previous: existing,
      next: null,
      description: `Certificate ${existing.certificateNumber} deleted`,
      title: existing.certificateNumber,
      details: auditDetails(existing),
      at: ctx.now(),
    });
    return filePath;
  });
  if (FILE_KEY.test(filePath)) await ctx.storage.delete('private', filePath);
  return { ok: true };
}

/** GET /api/certificates: the signed-in client's own certificates, newest first. */
export async function listMyCertificates(ctx: Context, client: SessionUser): Promise<ClientCertificate[]> {
  const rows = await ctx.db
    .selectFrom('certificates')
    .innerJoin('courses', 'courses.id', 'certificates.courseId')
    .select([
      'certificates.id',
      'certificates.certificateNumber',
      'certificates.courseId',
      'courses.name as courseName',
      'courses.nameAr as courseNameAr',
      'certificates.courseType',
      'certificates.issueDate',
      'certificates.expiryDate',
    ])
    .where('certificates.userId', '=', client.id)
    .orderBy('certificates.issueDate', 'desc')
    .orderBy('certificates.createdAt', 'desc')
    .execute();
  const now = ctx.now();
  return rows.map((row) => ({ ...row, status: certificateStatus(row.expiryDate, now) }));
}

/**
 * The PDF behind GET /api/certificates/{id}/download: an admin may open any, a client only their
 * own; for anyone else it does not exist (404), so certificate ids cannot be probed.
 */
export async function certificateFile(
  ctx: Context,
  user: SessionUser,
  id: string,
): Promise<{ key: string; fileName: string } & StoredFile> {
  const row = await byId(id, CERTIFICATE_NOT_FOUND_MESSAGE, (id) => {
    const query = ctx.db
      .selectFrom('certificates')
      .select(['filePath', 'certificateNumber'])
      .where('id', '=', id);
    return (user.role === 'admin' ? query : query.where('userId', '=', user.id)).executeTakeFirst();
  });
  const file = await ctx.storage.get('private', row.filePath);
  if (!file) throw new AppError('NOT_FOUND', 'The certificate file is missing. Please contact us.');
  return { key: row.filePath, fileName: `Certificate-${row.certificateNumber}.pdf`, ...file };
}
