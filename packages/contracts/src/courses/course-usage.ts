import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';

/**
 * The tables whose rows point at a course by its id. Today: schedules and public certificates;
 * certificates and quotations name a course type or course names, not a course row. A later issue
 * that stores course ids elsewhere (quotation lines, say) adds its table here.
 */
const usages = [
  { table: 'schedules', one: 'schedule', many: 'schedules' },
  { table: 'publicCertificates', one: 'public certificate', many: 'public certificates' },
] as const;

/** What still uses a course, as "2 schedules and 1 public certificate", or null when nothing does. */
export async function courseUsage(db: Kysely<DB>, courseId: string): Promise<string | null> {
  const parts: string[] = [];
  for (const usage of usages) {
    const row = await db
      .selectFrom(usage.table)
      .select(sql<number>`count(*)::int`.as('count'))
      .where('courseId', '=', courseId)
      .executeTakeFirstOrThrow();
    if (row.count > 0) parts.push(`${row.count} ${row.count === 1 ? usage.one : usage.many}`);
  }
  return parts.length > 0 ? parts.join(' and ') : null;
}
