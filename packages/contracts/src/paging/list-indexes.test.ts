import { testDatabases } from '@tc/db/testing';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessageList } from '../contact/contact.service.js';
import { createContextInner } from '../context.js';
import { publicCertificateList } from '../public-certificates/public-certificates-admin.service.js';
import { quotationList } from '../quotations/quotations-admin.service.js';
import { insertCourse } from '../test-support.js';
import { userList } from '../users/admin-user.js';

// With 10,000 rows in each big list, a page in the default order is read from an index (no sort of
// the table) and a search of three or more characters from the trigram indexes (no scan of it):
// the plans PostgreSQL chooses for the lists' own queries (list_indexes migration). Read on the
// PostgreSQL server only: seeding 40,000 indexed rows into PGlite takes a minute on this machine,
// and a list of ten thousand rows is a server's, not the embedded database's.

const ROWS = 10_000;
const servers = testDatabases().filter((database) => database.name === 'postgres');
if (servers.length === 0) it.skip('reads the lists’ plans on PostgreSQL (TEST_DATABASE_URL)', () => {});

describe.each(servers)('the lists’ indexes at 10,000 rows on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  const ctx = () => createContextInner({ db: database.db });

  /** The plan of a list's page query, as EXPLAIN prints it. */
  async function plan(query: { compile(): CompiledQuery }): Promise<string> {
    const { sql: text, parameters } = query.compile();
    const result = await database.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${text}`, [...parameters]),
    );
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  }

  const firstPage = { sort: 'createdAt', direction: 'desc', page: 1, pageSize: 50 } as const;

  beforeAll(async () => {
    database = await create();
    const course = await insertCourse(database.db);
    const { db } = database;
    // generate_series makes the rows in one statement each; md5 gives text that varies.
    await sql`insert into users (email, password_hash, first_name, last_name, company_name, phone, created_at)
      select 'user' || i || '@load.test', 'x', 'First' || i, 'Last' || md5(i::text), 'Company ' || md5(i::text), '3' || i,
        now() - i * interval '1 minute' from generate_series(1, ${ROWS}) i`.execute(db);
    await sql`insert into public_certificates (certificate_number, student_name, national_id, course_id, course_type,
        course_name, publish_date, created_at)
      select 'CERT-' || i, 'Student ' || md5(i::text), (800000000 + i)::text, ${course.id}, 'other', 'Course ' || (i % 40),
        '2026-01-01', now() - i * interval '1 minute' from generate_series(1, ${ROWS}) i`.execute(db);
    await sql`insert into quotations (quotation_number, company_name, client_name, contact_email, created_at)
      select 'QT-' || i, 'Company ' || md5(i::text), 'Client ' || i, 'q' || i || '@load.test',
        now() - i * interval '1 minute' from generate_series(1, ${ROWS}) i`.execute(db);
    await sql`insert into contact_messages (name, email, course_interest, message, created_at)
      select 'Visitor ' || i, 'v' || i || '@load.test', 'Course ' || (i % 40), 'Hello ' || md5(i::text),
        now() - i * interval '1 minute' from generate_series(1, ${ROWS}) i`.execute(db);
    // As autovacuum would: statistics, and the trigram indexes' pending entries merged in.
    await sql`vacuum analyze`.execute(db);
  }, 120_000);
  afterAll(() => database.close());

  it('reads the first page newest first from an index', async () => {
    for (const [list, index] of [
      [userList, 'users_created_at_id_idx'],
      [publicCertificateList, 'public_certificates_created_at_id_idx'],
      [quotationList, 'quotations_created_at_id_idx'],
      [contactMessageList, 'contact_messages_created_at_id_idx'],
    ] as const) {
      const text = await plan(list.pageQuery(ctx(), firstPage));
      expect(text).toContain(`Index Scan Backward using ${index}`);
    }
  });

  it('searches through the trigram indexes', async () => {
    // A rare piece of an md5 text: few rows match, so the indexes are worth their while.
    const search = 'c4ca42';
    for (const [list, table, index] of [
      [userList, 'users', 'users_name_trgm_idx'],
      [publicCertificateList, 'public_certificates', 'public_certificates_student_trgm_idx'],
      [quotationList, 'quotations', 'quotations_company_trgm_idx'],
      [contactMessageList, 'contact_messages', 'contact_messages_message_trgm_idx'],
    ] as const) {
      const text = await plan(list.pageQuery(ctx(), { ...firstPage, search }));
      expect(text).toContain(`Bitmap Index Scan on ${index}`);
      expect(text).not.toContain(`Seq Scan on ${table}`);
    }
  });

  it('counts and pages the same rows the plan reads', async () => {
    const page = await publicCertificateList.page(ctx(), { ...firstPage, search: 'CERT-999' });
    expect(page.total).toBe(11);
    expect(page.items.map((item) => item.certificateNumber)).toEqual([
      'CERT-999',
      ...Array.from({ length: 10 }, (_, index) => `CERT-999${index}`),
    ]);
  });
});
