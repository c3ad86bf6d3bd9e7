import type { DB } from '@tc/db';
import type { Selectable } from 'kysely';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { createRateLimiter } from '../rate-limiter.js';
import type { CertificateSearchResult, CertificateStatus } from './public-certificates.schema.js';

export const CERTIFICATE_NOT_FOUND = 'Certificate not found';
export const SEARCH_THROTTLED_MESSAGE = 'Too many searches. Please wait a few minutes and try again.';

/** 30 searches per client address in 10 minutes, counted in this process (see rate-limiter.ts). */
const searchLimiter = createRateLimiter({ limit: 30, windowMs: 10 * 60 * 1000 });

/** Valid while the expiry date is after today in Bahrain; no expiry date never expires. */
export function certificateStatus(expiryDate: string | null, now: Date): 'valid' | 'expired' {
  return expiryDate === null || expiryDate > centreDate(now) ? 'valid' : 'expired';
}

/** A revoked certificate is revoked whatever its dates. */
export function publicCertificateStatus(
  row: Pick<Selectable<DB['publicCertificates']>, 'expiryDate' | 'revokedAt'>,
  now: Date,
): CertificateStatus {
  return row.revokedAt ? 'revoked' : certificateStatus(row.expiryDate, now);
}

function toResult(row: Selectable<DB['publicCertificates']>, now: Date): CertificateSearchResult {
  return {
    certificateNumber: row.certificateNumber,
    studentName: row.studentName,
    nationalId: row.nationalId,
    dateOfBirth: row.dateOfBirth,
    yearOfBirth: row.yearOfBirth,
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
 * The public verification: the whole certificate number (any case) or the whole national ID,
 * visible certificates only. A national ID with several certificates gives the latest published.
 * Never a partial match, so the directory cannot be listed.
 */
export async function searchPublicCertificate(
  ctx: Pick<Context, 'db' | 'client' | 'now'>,
  query: string,
): Promise<CertificateSearchResult> {
  const now = ctx.now();
  if (!searchLimiter.tryHit(ctx.client.ipAddress ?? 'unknown', now)) {
    throw new AppError('TOO_MANY_REQUESTS', SEARCH_THROTTLED_MESSAGE);
  }
  const row = await ctx.db
    .selectFrom('publicCertificates')
    .selectAll()
    .where('isVisible', '=', true)
    .where((eb) =>
      eb.or([
        eb(eb.fn('upper', ['certificateNumber']), '=', query.toUpperCase()),
        eb('nationalId', '=', query),
      ]),
    )
    .orderBy('publishDate', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', CERTIFICATE_NOT_FOUND);
  return toResult(row, now);
}

/**
 * The verification page (/verify/<code>, the address in the certificate's QR code): the record
 * straight from the database. A hidden or deleted certificate is not found.
 */
export async function verifyCertificate(
  ctx: Pick<Context, 'db' | 'now'>,
  code: string,
): Promise<CertificateSearchResult> {
  const row = await ctx.db
    .selectFrom('publicCertificates')
    .selectAll()
    .where('verificationCode', '=', code)
    .where('isVisible', '=', true)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', CERTIFICATE_NOT_FOUND);
  return toResult(row, ctx.now());
}
