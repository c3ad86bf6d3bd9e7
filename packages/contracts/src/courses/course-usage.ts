import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';

/**
 * The tables whose rows point at a course by its id: schedules, certificates and public
 * certificates. Quotations and reports, when they come, name catalogue courses too and add their
 * tables here.
 */
const usages = [
  { table: 'schedules', one: 'schedule', many: 'schedules' },
  { table: 'certificates', one: 'certificate', many: 'certificates' },
  { table: 'publicCertificates', one: 'public certificate', many: 'public certificates' },
] as const;

/** What still uses a course, as "2 schedules, 1 certificate and 1 public certificate", or null when nothing does. */
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
  const last = parts.pop();
  if (last === undefined) return null;
  return parts.length > 0 ? `${parts.join(', ')} and ${last}` : last;
}
