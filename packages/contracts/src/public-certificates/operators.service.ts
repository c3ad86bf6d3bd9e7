import type { DB } from '@tc/db';
import type { Selectable } from 'kysely';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { certificateCourseName } from '../courses/course-types.js';
import { csvFile } from '../csv-cells.js';
import { AppError } from '../errors.js';
import { addDays } from '../schedules/schedules.schema.js';
import {
  EXPIRING_WITHIN_DAYS,
  type Operator,
  type OperatorCertificate,
  type OperatorCertificateStatus,
  type OperatorsFilter,
} from './operators.schema.js';
import { maskNationalId } from './public-certificates.schema.js';
import { verificationUrl } from './public-certificates-admin.service.js';

type Row = Selectable<DB['publicCertificates']>;

export const OPERATORS_NOT_FOUND_MESSAGE = 'Client not found';

/** Where a certificate stands on a Bahrain day: revoked wins; expired on its expiry date; expiring within 90 days. */
export function operatorCertificateStatus(
  row: Pick<Row, 'revokedAt' | 'expiryDate'>,
  today: string,
): OperatorCertificateStatus {
  if (row.revokedAt) return 'revoked';
  if (!row.expiryDate) return 'valid';
  if (row.expiryDate <= today) return 'expired';
  return row.expiryDate <= addDays(today, EXPIRING_WITHIN_DAYS) ? 'expiring' : 'valid';
}

/**
 * The signed-in client's operators: each person (by national ID) with their certificates that name
 * this client, newest first, filtered by status and course; people by name. Nobody else's: the
 * query is the client's own rows, whatever the filter says.
 */
export async function clientOperators(
  ctx: Pick<Context, 'db' | 'now' | 'appUrl' | 'language'>,
  clientId: string,
  filter: OperatorsFilter,
): Promise<Operator[]> {
  if (filter.clientId !== undefined && filter.clientId !== clientId)
    throw new AppError('NOT_FOUND', OPERATORS_NOT_FOUND_MESSAGE);
  const today = centreDate(ctx.now());
  let query = ctx.db
    .selectFrom('publicCertificates')
    .leftJoin('courses', 'courses.id', 'publicCertificates.courseId')
    .selectAll('publicCertificates')
    .select('courses.nameAr as courseNameAr')
    .where('publicCertificates.clientId', '=', clientId)
    .orderBy('publicCertificates.studentName')
    .orderBy('publicCertificates.nationalId')
    .orderBy('publicCertificates.publishDate', 'desc');
  if (filter.courseId) query = query.where('publicCertificates.courseId', '=', filter.courseId);
  const operators = new Map<string, Operator>();
  for (const row of await query.execute()) {
    const status = operatorCertificateStatus(row, today);
    if (filter.status && status !== filter.status) continue;
    const certificate: OperatorCertificate = {
      id: row.id,
      certificateNumber: row.certificateNumber,
      courseId: row.courseId,
      // In the reader's language: the catalogue's Arabic name when it has one.
      courseName: certificateCourseName(row, ctx.language),
      publishDate: row.publishDate,
      expiryDate: row.expiryDate,
      status,
      verificationUrl: verificationUrl(ctx.appUrl, row.verificationCode),
    };
    const key = row.nationalId ?? row.studentName;
    const operator = operators.get(key) ?? {
      studentName: row.studentName,
      nationalIdMasked: maskNationalId(row.nationalId ?? ''),
      certificates: [],
    };
    operator.certificates.push(certificate);
    operators.set(key, operator);
  }
  return [...operators.values()];
}

const CSV_HEADER = [
  'Operator',
  'National ID',
  'Certificate number',
  'Course',
  'Issue date',
  'Expiry date',
  'Status',
  'Verification',
];

/** The register as a CSV file for a site audit or a gate list: a line per certificate. */
export async function clientOperatorsCsv(
  ctx: Pick<Context, 'db' | 'now' | 'appUrl' | 'language'>,
  clientId: string,
  filter: OperatorsFilter,
): Promise<{ fileName: string; csv: string }> {
  const operators = await clientOperators(ctx, clientId, filter);
  const rows = operators.flatMap((operator) =>
    operator.certificates.map((certificate) => [
      operator.studentName,
      operator.nationalIdMasked,
      certificate.certificateNumber,
      certificate.courseName,
      certificate.publishDate,
      certificate.expiryDate,
      certificate.status,
      certificate.verificationUrl,
    ]),
  );
  return { fileName: `operators-${centreDate(ctx.now())}.csv`, csv: csvFile(CSV_HEADER, rows) };
}
