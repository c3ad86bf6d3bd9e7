import type { DB } from '@tc/db';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../errors.js';
import { byId } from '../ids.js';
import type { Schedule, ScheduleStatus } from './schedules.schema.js';

type ScheduleRow = Selectable<DB['schedules']> & {
  clientCompanyName: string | null;
  clientFirstName: string | null;
  clientLastName: string | null;
  clientEmail: string;
  clientPhone: string | null;
  courseName: string | null;
  courseNameAr: string | null;
  courseCode: string | null;
};

/** Classes with their client and course: the one query every view of a class starts from. */
export function selectSchedules(db: Kysely<DB>) {
  return db
    .selectFrom('schedules')
    .innerJoin('users as client', 'client.id', 'schedules.userId')
    .leftJoin('courses', 'courses.id', 'schedules.courseId')
    .selectAll('schedules')
    .select([
      'client.companyName as clientCompanyName',
      'client.firstName as clientFirstName',
      'client.lastName as clientLastName',
      'client.email as clientEmail',
      'client.phone as clientPhone',
      'courses.name as courseName',
      'courses.nameAr as courseNameAr',
      'courses.code as courseCode',
    ]);
}

export function toSchedule(row: ScheduleRow): Schedule {
  return {
    id: row.id,
    userId: row.userId,
    courseId: row.courseId,
    courseName: row.courseName,
    courseNameAr: row.courseNameAr,
    courseCode: row.courseCode,
    courseType: row.courseType,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    endDate: row.endDate,
    alternativeDate: row.alternativeDate,
    numberOfCandidates: row.numberOfCandidates,
    instructorId: row.instructorId,
    // The name stays on the row when the instructor's account is removed (the id goes): not assigned.
    instructorName: row.instructorId ? row.instructorName : null,
    notes: row.notes,
    status: row.status as ScheduleStatus,
    hasTimeChanged: row.hasTimeChanged,
    clientApprovedTimeChange: row.clientApprovedTimeChange,
    originalDate: row.originalDate,
    originalTime: row.originalTime,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: {
      id: row.userId,
      companyName: row.clientCompanyName,
      firstName: row.clientFirstName,
      lastName: row.clientLastName,
      email: row.clientEmail,
      phone: row.clientPhone,
    },
    course:
      row.courseId && row.courseName && row.courseCode
        ? { id: row.courseId, name: row.courseName, code: row.courseCode }
        : null,
  };
}

export const SCHEDULE_NOT_FOUND_MESSAGE = 'Class not found';
export const scheduleNotFound = () => new AppError('NOT_FOUND', SCHEDULE_NOT_FOUND_MESSAGE);

/** One class as its views show it; 404 when there is none. */
export async function readSchedule(db: Kysely<DB>, id: string): Promise<Schedule> {
  const row = await byId(id, SCHEDULE_NOT_FOUND_MESSAGE, (id) =>
    selectSchedules(db).where('schedules.id', '=', id).executeTakeFirst(),
  );
  return toSchedule(row);
}
