import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';

/**
 * Every table whose rows point at a course by its id (a test compares this list with the
 * database's foreign keys, so a new table cannot be forgotten). Quotations count once each,
 * however many of their lines quote the course.
 */
export const courseUsages = [
  { table: 'schedules', counted: sql<number>`count(*)::int`, one: 'schedule', many: 'schedules' },
  { table: 'certificates', counted: sql<number>`count(*)::int`, one: 'certificate', many: 'certificates' },
  {
    table: 'publicCertificates',
    counted: sql<number>`count(*)::int`,
    one: 'public certificate',
    many: 'public certificates',
  },
  {
    table: 'quotationLines',
    counted: sql<number>`count(distinct quotation_id)::int`,
    one: 'quotation',
    many: 'quotations',
  },
] as const;

/** What still uses a course, as "2 schedules, 1 certificate and 1 quotation", or null when nothing does. */
export async function courseUsage(db: Kysely<DB>, courseId: string): Promise<string | null> {
  const parts: string[] = [];
  for (const usage of courseUsages) {
    const row = await db
      .selectFrom(usage.table)
      .select(usage.counted.as('count'))
      .where('courseId', '=', courseId)
      .executeTakeFirstOrThrow();
    if (row.count > 0) parts.push(`${row.count} ${row.count === 1 ? usage.one : usage.many}`);
  }
  const last = parts.pop();
  if (last === undefined) return null;
  return parts.length > 0 ? `${parts.join(', ')} and ${last}` : last;
}
