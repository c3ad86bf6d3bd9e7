import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { displayName } from '../auth/user-row.js';
import { AppError } from '../errors.js';
import { isUuid } from '../ids.js';
import { lockAccount, lockCourses } from '../locked-references.js';
import type { InstructorConflict, ScheduleStatus } from './schedules.schema.js';

const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/** Only a client account can own a class. Inside the write's transaction: the account stays until it commits. */
export async function requireClient(trx: Kysely<DB>, userId: string): Promise<void> {
  if (!(await lockAccount(trx, userId, 'client'))) throw badRequest('Client is required');
}

export async function requireCourse(trx: Kysely<DB>, courseId: string): Promise<void> {
  if (!(await lockCourses(trx, [courseId])).has(courseId.toLowerCase()))
    throw badRequest('Course is required');
}

/** The instructor account's name as classes show it: first and last name, else company, else e-mail. */
export async function requireInstructor(trx: Kysely<DB>, instructorId: string): Promise<string> {
  const instructor = await lockAccount(trx, instructorId, 'instructor');
  if (!instructor) throw badRequest('Please select an instructor');
  return displayName(instructor) ?? instructor.email;
}

/**
 * The pending and confirmed classes the instructor teaches on any day from preferredDate to
 * endDate (a class without an end date is one day). Classes have no length in the data model, so
 * two classes on the same day are a double booking the admin must confirm.
 */
export async function instructorConflicts(
  db: Kysely<DB>,
  booking: { instructorId: string; preferredDate: string; endDate: string | null; excludeId?: string },
): Promise<InstructorConflict[]> {
  // Not a lookup: an instructor id that cannot exist has no classes to clash with.
  if (!isUuid(booking.instructorId)) return [];
  let query = db
    .selectFrom('schedules')
    .innerJoin('users as client', 'client.id', 'schedules.userId')
    .leftJoin('courses', 'courses.id', 'schedules.courseId')
    .select([
      'schedules.id',
      'schedules.preferredDate',
      'schedules.endDate',
      'schedules.preferredTime',
      'schedules.status',
      'courses.name as courseName',
      'client.companyName as companyName',
    ])
    .where('schedules.instructorId', '=', booking.instructorId)
    .where('schedules.status', 'in', ['pending', 'confirmed'])
    .where('schedules.preferredDate', '<=', booking.endDate ?? booking.preferredDate)
    .where((eb) =>
      eb(eb.fn.coalesce('schedules.endDate', 'schedules.preferredDate'), '>=', booking.preferredDate),
    );
  // The class being edited is left out; a malformed id names no class to leave out.
  if (booking.excludeId && isUuid(booking.excludeId))
    query = query.where('schedules.id', '!=', booking.excludeId);
  const rows = await query.orderBy('schedules.preferredDate').orderBy('schedules.preferredTime').execute();
  return rows.map((row) => ({ ...row, status: row.status as ScheduleStatus }));
}

/** The 409 for a double booking the admin has not confirmed. */
export function conflictError(instructorName: string, conflicts: InstructorConflict[]): AppError {
  const first = conflicts[0];
  const what = first
    ? `${first.courseName ?? 'a class'} for ${first.companyName ?? 'another client'} on ${first.preferredDate} at ${first.preferredTime}`
    : 'another class';
  const more = conflicts.length > 1 ? ` and ${conflicts.length - 1} more` : '';
  return new AppError(
    'CONFLICT',
    `${instructorName} already teaches ${what}${more}. Confirm the double booking to save anyway.`,
  );
}
