import { type DB, preparedQuery } from '@tc/db';
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { countAttempt, type ThrottleRule } from '../throttle.js';
import {
  type CertificateSearchResult,
  type CertificateStatus,
  maskNationalId,
} from './public-certificates.schema.js';

export const CERTIFICATE_NOT_FOUND = 'Certificate not found';
export const SEARCH_THROTTLED_MESSAGE = 'Too many searches. Please wait a few minutes and try again.';

/**
 * Per client address in 10 minutes (throttle.ts: shared by every server process): 30 searches,
 * misses included, so certificate numbers and national IDs cannot be guessed in bulk; and 60
 * verification-page lookups, more since a gate may scan many QR codes, each an unguessable code.
 */
export const certificateSearchRule: ThrottleRule = {
  name: 'certificate-search:address',
  limit: 30,
  windowMs: 10 * 60 * 1000,
};
export const certificateVerifyRule: ThrottleRule = {
  name: 'certificate-verify:address',
  limit: 60,
  windowMs: 10 * 60 * 1000,
};

async function assertNotThrottled(ctx: Pick<Context, 'db' | 'client' | 'now'>, rule: ThrottleRule) {
  const attempt = await countAttempt(ctx.db, rule, ctx.client.ipAddress ?? 'unknown', ctx.now());
  if (!attempt.allowed) throw new AppError('TOO_MANY_REQUESTS', SEARCH_THROTTLED_MESSAGE);
}

/** Valid while the expiry date is after today in Bahrain; no expiry date never expires. */
export function certificateStatus(expiryDate: string | null, now: Date): 'valid' | 'expired' {
  return expiryDate === null || expiryDate > centreDate(now) ? 'valid' : 'expired';
}

/**
 * certificateStatus's rule as SQL, for counts the database takes (a column of expiry dates, today
 * the Bahrain date at `now`): keep the two side by side, the analytics tests check they agree.
 */
export function validCertificateSql(expiryDateColumn: string, now: Date): RawBuilder<boolean> {
  const expiryDate = sql.ref(expiryDateColumn);
  return sql<boolean>`(${expiryDate} is null or ${expiryDate} > ${centreDate(now)})`;
}

/** A revoked certificate is revoked whatever its dates. */
export function publicCertificateStatus(
  row: Pick<Selectable<DB['publicCertificates']>, 'expiryDate' | 'revokedAt'>,
  now: Date,
): CertificateStatus {
  return row.revokedAt ? 'revoked' : certificateStatus(row.expiryDate, now);
}

/** The record as the public sees it; `identity: 'masked'` hides the national ID and date of birth (see maskNationalId). */
function toResult(
  row: Selectable<DB['publicCertificates']>,
  now: Date,
  identity: 'shown' | 'masked',
): CertificateSearchResult {
  const masked = identity === 'masked';
  return {
    certificateNumber: row.certificateNumber,
    studentName: row.studentName,
    nationalId: masked && row.nationalId ? maskNationalId(row.nationalId) : row.nationalId,
    dateOfBirth: masked ? null : row.dateOfBirth,
    yearOfBirth: row.yearOfBirth ?? (row.dateOfBirth ? Number(row.dateOfBirth.slice(0, 4)) : null),
    courseType: row.courseType,
    courseName: row.courseName,
    publishDate: row.publishDate,
    expiryDate: row.expiryDate,
    status: publicCertificateStatus(row, now),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
  };
}

/**
 * The search's query: served by two indexes (upper(certificate_number) and national_id), since
 * anyone can run it; a test EXPLAINs it on a seeded table and fails on a sequential scan.
 */
export function searchQuery(db: Kysely<DB>, { query, upperQuery }: { query: string; upperQuery: string }) {
  return db
    .selectFrom('publicCertificates')
    .selectAll()
    .where('isVisible', '=', true)
    .where((eb) =>
      eb.or([eb(eb.fn('upper', ['certificateNumber']), '=', upperQuery), eb('nationalId', '=', query)]),
    )
    .orderBy('publishDate', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(1);
}

// Every visitor's search and verification runs these: prepared (db's preparedQuery).
const searchCertificates = preparedQuery(searchQuery);
const certificateByCode = preparedQuery((db, { code }: { code: string }) =>
  db
    .selectFrom('publicCertificates')
    .selectAll()
    .where('verificationCode', '=', code)
    .where('isVisible', '=', true),
);

/**
 * The public verification: the whole certificate number (any case) or the whole national ID,
 * visible certificates only. A national ID with several certificates gives the latest published.
 * Never a partial match, so the directory cannot be listed.
 */
export async function searchPublicCertificate(
  ctx: Pick<Context, 'db' | 'client' | 'now'>,
  query: string,
): Promise<CertificateSearchResult> {
  const now = ctx.now();
  await assertNotThrottled(ctx, certificateSearchRule);
  const [row] = await searchCertificates(ctx.db, { query, upperQuery: query.toUpperCase() });
  if (!row) throw new AppError('NOT_FOUND', CERTIFICATE_NOT_FOUND);
  return toResult(row, now, row.nationalId === query ? 'shown' : 'masked');
}

/**
 * The verification page (/verify/<code>, the address in the certificate's QR code): the record
 * straight from the database. A hidden or deleted certificate is not found.
 */
export async function verifyCertificate(
  ctx: Pick<Context, 'db' | 'client' | 'now'>,
  code: string,
): Promise<CertificateSearchResult> {
  await assertNotThrottled(ctx, certificateVerifyRule);
  const [row] = await certificateByCode(ctx.db, { code });
  if (!row) throw new AppError('NOT_FOUND', CERTIFICATE_NOT_FOUND);
  return toResult(row, ctx.now(), 'masked');
}
