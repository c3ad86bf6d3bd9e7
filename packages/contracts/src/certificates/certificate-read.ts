import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import { displayName } from '../auth/user-row.js';
import { byId } from '../ids.js';
import { containsText, nullsLast, pagedList, readerColumn } from '../paging/paged-list.js';
import {
  certificateStatus,
  validCertificateSql,
} from '../public-certificates/public-certificates.service.js';
import type { Certificate, CertificateFilter } from './certificates.schema.js';

export const CERTIFICATE_NOT_FOUND_MESSAGE = 'Certificate not found';

/** Certificates with their client, course and publisher: what the console shows of each. */
function selectCertificates(db: Kysely<DB>) {
  return db
    .selectFrom('certificates')
    .innerJoin('users as client', 'client.id', 'certificates.userId')
    .innerJoin('courses as course', 'course.id', 'certificates.courseId')
    .leftJoin('users as publisher', 'publisher.id', 'certificates.publishedBy')
    .selectAll('certificates')
    .select([
      'course.name as courseName',
      'course.nameAr as courseNameAr',
      'client.companyName as clientCompanyName',
      'client.firstName as clientFirstName',
      'client.lastName as clientLastName',
      'client.email as clientEmail',
      'publisher.firstName as publisherFirstName',
      'publisher.lastName as publisherLastName',
      'publisher.companyName as publisherCompanyName',
      'publisher.email as publisherEmail',
    ]);
}

type CertificateRow = Awaited<ReturnType<ReturnType<typeof selectCertificates>['executeTakeFirstOrThrow']>>;

function toCertificate(row: CertificateRow, now: Date): Certificate {
  return {
    id: row.id,
    userId: row.userId,
    user: {
      companyName: row.clientCompanyName,
      firstName: row.clientFirstName,
      lastName: row.clientLastName,
      email: row.clientEmail,
    },
    courseId: row.courseId,
    courseName: row.courseName,
    courseNameAr: row.courseNameAr,
    courseType: row.courseType,
    certificateNumber: row.certificateNumber,
    governmentNumber: row.governmentNumber,
    fileName: row.fileName,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    status: certificateStatus(row.expiryDate, now),
    publishedBy: row.publishedBy,
    publishedByName: row.publisherEmail
      ? (displayName({
          firstName: row.publisherFirstName,
          lastName: row.publisherLastName,
          companyName: row.publisherCompanyName,
        }) ?? row.publisherEmail)
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function readCertificate(db: Kysely<DB>, id: string, now: Date): Promise<Certificate> {
  const row = await byId(id, CERTIFICATE_NOT_FOUND_MESSAGE, (id) =>
    selectCertificates(db).where('certificates.id', '=', id).executeTakeFirst(),
  );
  return toCertificate(row, now);
}

/** The console's list: newest first, with the client company and who published each. */
export const certificateList = pagedList({
  rows: (ctx, filter: CertificateFilter) => {
    let query = selectCertificates(ctx.db);
    if (filter.search) {
      const columns = [
        'certificates.certificateNumber',
        'certificates.governmentNumber',
        'client.companyName',
        sql`concat_ws(' ', client.first_name, client.last_name)`,
        'client.email',
        'course.name',
        'course.nameAr',
      ];
      query = query.where(containsText(columns, filter.search));
    }
    if (filter.status) {
      const valid = validCertificateSql('certificates.expiryDate', ctx.now());
      query = query.where(filter.status === 'valid' ? valid : sql<boolean>`not ${valid}`);
    }
    return query;
  },
  sorts: {
    createdAt: 'certificates.createdAt',
    certificateNumber: 'certificates.certificateNumber',
    client: [nullsLast('client.companyName'), 'client.email'],
    course: (ctx) => readerColumn(ctx, 'course.name'),
    issueDate: 'certificates.issueDate',
    expiryDate: 'certificates.expiryDate',
  },
  id: 'certificates.id',
  items: (rows, ctx) => {
    const now = ctx.now();
    return rows.map((row) => toCertificate(row, now));
  },
});
