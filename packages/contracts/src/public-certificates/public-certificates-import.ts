import type { DB } from '@tc/db';
import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { type CertificateCourse, courseFinder } from '../courses/course-reference.service.js';
import { AppError, isUniqueViolation } from '../errors.js';
import { isoDate } from '../fields.js';
import { lockCourses } from '../locked-references.js';
import { queueWebhookEvent } from '../webhooks/webhook-events.js';
import { publicCertificateAuditEntry } from './public-certificate-audit.js';
import {
  AGE_VALIDATION_TEXT,
  ageOn,
  COURSE_TYPE_REQUIRED_MESSAGE,
  type CsvRowError,
  createPublicCertificateInputSchema,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  MINIMUM_CERTIFICATE_AGE,
  publicCertificateCsvColumns,
  unknownCourseMessage,
} from './public-certificates.schema.js';
import {
  DUPLICATE_NUMBER_MESSAGE,
  type PublicCertificateFields,
  publicCertificateRow,
  takenNumbers,
  toPublicCertificate,
} from './public-certificates-admin.service.js';

const isoDateText = isoDate('');

/** The optional clientEmail column naming no client account. */
const unknownClientMessage = (email: string) => `No client account has the e-mail "${email.slice(0, 100)}"`;

/** The client accounts by e-mail (lowercased), for the optional clientEmail column. */
async function clientsByEmail(db: Kysely<DB>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('users').select(['id', 'email']).where('role', '=', 'client').execute();
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
}

const HEADER_MESSAGE = `The first row must name the columns: ${publicCertificateCsvColumns.join(', ')}`;

/** The file's rows as arrays of cells: UTF-8 text, a byte-order mark allowed, blank lines skipped. */
function readCsv(bytes: Uint8Array): string[][] {
  if (bytes.length > MAX_CSV_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'File too large. A CSV file must be less than 2 MB');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Invalid file type. Please select a CSV file saved as UTF-8',
    );
  }
  try {
    return parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw new AppError('BAD_REQUEST', `The CSV file could not be read: ${(error as Error).message}`);
  }
}

/**
 * POST /api/admin/public-certificates/import: every row is checked with the form's rules (and the
 * age and unique-number rules, and its course: the courseType column names a course of the
 * catalogue by its name or code, or a course type's key or label); when any row fails nothing is
 * imported and the answer lists each failing row. Otherwise every row goes in, in one transaction.
 */
export async function importPublicCertificates(
  ctx: Context,
  actor: SessionUser,
  bytes: Uint8Array,
): Promise<{ imported: number }> {
  const [header, ...rows] = readCsv(bytes);
  const columns = (header ?? []).map((cell) => cell.trim());
  if (!publicCertificateCsvColumns.every((column) => columns.includes(column)))
    throw new AppError('BAD_REQUEST', HEADER_MESSAGE);
  if (rows.length === 0) throw new AppError('BAD_REQUEST', 'The file has no certificates to import');
  if (rows.length > MAX_CSV_ROWS)
    throw new AppError('BAD_REQUEST', `A file may hold at most ${MAX_CSV_ROWS} certificates; split it`);

  const today = centreDate(ctx.now());
  const taken = await takenNumbers(
    ctx.db,
    rows.map((cells) => cells[columns.indexOf('certificateNumber')]?.trim() ?? '').filter(Boolean),
  );
  const findCourse = await courseFinder(ctx.db);
  const clients = await clientsByEmail(ctx.db);
  const errors: CsvRowError[] = [];
  const accepted: { fields: PublicCertificateFields; course: CertificateCourse }[] = [];
  const seen = new Map<string, number>();
  for (const [index, cells] of rows.entries()) {
    const line = index + 2;
    const record = Object.fromEntries(columns.map((column, at) => [column, cells[at] ?? '']));
    const number = record.certificateNumber?.trim() || null;
    // Every problem of the row at once, so one pass over the file corrects it.
    const checked = createPublicCertificateInputSchema.safeParse({ ...record, clientId: null });
    const messages = checked.success ? [] : checked.error.issues.map((issue) => issue.message);
    const clientEmail = record.clientEmail?.trim().toLowerCase() ?? '';
    const clientId = clientEmail ? clients.get(clientEmail) : null;
    if (clientId === undefined) messages.push(unknownClientMessage(clientEmail));
    const course = findCourse(record);
    const named = record.courseType?.trim() ?? '';
    if (!course) messages.push(named ? unknownCourseMessage(named) : COURSE_TYPE_REQUIRED_MESSAGE);
    const dateOfBirth = record.dateOfBirth?.trim() ?? '';
    if (isoDateText.safeParse(dateOfBirth).success && ageOn(dateOfBirth, today) < MINIMUM_CERTIFICATE_AGE)
      messages.push(AGE_VALIDATION_TEXT.description);
    if (number) {
      const earlier = seen.get(number.toUpperCase());
      if (earlier !== undefined) messages.push(`The same certificate number is on line ${earlier}`);
      else if (taken.has(number.toUpperCase())) messages.push(DUPLICATE_NUMBER_MESSAGE);
      seen.set(number.toUpperCase(), earlier ?? line);
    }
    if (checked.success && course && messages.length === 0)
      accepted.push({ fields: { ...checked.data, clientId: clientId ?? null }, course });
    else errors.push({ line, certificateNumber: number, messages: [...new Set(messages)] });
  }
  if (errors.length > 0) {
    const count = errors.length === 1 ? '1 row has a problem' : `${errors.length} rows have problems`;
    throw new AppError(
      'BAD_REQUEST',
      `${count}, so nothing was imported. Correct the file and import it again.`,
      {
        errors,
      },
    );
  }
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // The file's courses, locked against a delete until the rows are in (else their foreign key fails).
      const courseIds = accepted.map(({ course }) => course.id);
      const present = await lockCourses(trx, courseIds);
      if (courseIds.some((id) => !present.has(id))) {
        throw new AppError(
          'CONFLICT',
          'A course the file names was deleted meanwhile; nothing was imported.',
        );
      }
      const rows = await trx
        .insertInto('publicCertificates')
        .values(accepted.map(({ fields, course }) => publicCertificateRow(fields, course, actor, ctx.now())))
        .returningAll()
        .execute();
      // One audit row per certificate, so each one's history starts with its own creation.
      const at = ctx.now();
      await writeAudit(
        trx,
        rows.map((row) => publicCertificateAuditEntry(actor, at, { action: 'created', row, imported: true })),
      );
      for (const row of rows)
        await queueWebhookEvent(ctx, trx, 'certificate.published', toPublicCertificate(row, ctx));
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        'A certificate number in the file was published meanwhile; nothing was imported.',
      );
    throw error;
  }
  return { imported: accepted.length };
}
