/**
 * Public certificates in bulk for the benchmarks: one INSERT ... SELECT from generate_series per
 * 100,000 rows, inside the database, never through the API (1M rows take about a minute here).
 * Numbers are BENCH-0000001 onwards, national IDs 700000001 onwards, each of the catalogue's first
 * course, published over the last four years and valid for three: some valid, some expired.
 */
import type pg from 'pg';

const CHUNK = 100_000;

export const benchCertificateNumber = (index: number) => `BENCH-${String(index).padStart(7, '0')}`;
export const benchNationalId = (index: number) => String(700_000_000 + index);

export async function seedPublicCertificates(
  client: pg.Client,
  count: number,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  for (let first = 1; first <= count; first += CHUNK) {
    const last = Math.min(count, first + CHUNK - 1);
    await client.query(
      `insert into public_certificates (certificate_number, student_name, national_id, course_id,
         course_type, course_name, nationality, year_of_birth, date_of_birth, publish_date, expiry_date)
       select 'BENCH-' || lpad(i::text, 7, '0'), 'Bench Student ' || i, (700000000 + i)::text, c.id,
         c.course_type, c.name, 'Bahraini', 1970 + i % 30, make_date(1970 + i % 30, 1 + i % 12, 1 + i % 28),
         current_date - (i % 1460), current_date - (i % 1460) + 1095
       from generate_series($1::int, $2::int) as i,
         (select id, name, course_type from courses order by code limit 1) as c`,
      [first, last],
    );
    log(`  public certificates: ${last.toLocaleString('en')} of ${count.toLocaleString('en')}`);
  }
  await client.query('analyze public_certificates');
}

/** The verification codes of some seeded certificates, picked at random, for lookups by code. */
export async function sampleVerificationCodes(client: pg.Client, count: number): Promise<string[]> {
  const { rows } = await client.query<{ code: string }>(
    `select verification_code as code from public_certificates
     where certificate_number like 'BENCH-%' order by random() limit $1`,
    [count],
  );
  return rows.map((row) => row.code);
}
