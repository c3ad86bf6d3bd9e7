import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/auth.schema.js';
import { formatCentreDate } from './schedule-dates.js';
import type { Schedule } from './schedules.schema.js';

export type ScheduleAuditAction = 'created' | 'updated' | 'deleted' | 'status_changed';

/** The fields a class's history names when they change, with their labels. */
export const watched = [
  ['userId', 'Client'],
  ['courseName', 'Course'],
  ['preferredDate', 'Date'],
  ['preferredTime', 'Time'],
  ['endDate', 'End date'],
  ['alternativeDate', 'Alternative date'],
  ['numberOfCandidates', 'Candidates'],
  ['instructorName', 'Instructor'],
  ['notes', 'Notes'],
  ['status', 'Status'],
  ['clientApprovedTimeChange', 'Client approved the new time'],
] as const satisfies readonly (readonly [keyof Schedule, string])[];

const dateFields: ReadonlySet<keyof Schedule> = new Set(['preferredDate', 'endDate', 'alternativeDate']);

/** A value as a history line shows it: dates the centre's way ('6 Dec 2026'), none for empty. */
function shown(field: keyof Schedule, value: unknown): string {
  if (value === null || value === '') return 'none';
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return dateFields.has(field) ? formatCentreDate(String(value)) : String(value);
}

/** The line for notes: what they say stays in the class's data. */
export const NOTES_CHANGED = 'Notes changed';

/** A change as a history line names it: 'Date: 6 Dec 2026 → 10 Dec 2026'. */
export const changeLine = (label: string, before: string, after: string) => `${label}: ${before} → ${after}`;

/** "Date: 1 Dec 2026 → 3 Dec 2026; Time: 08:00 → 09:30", or null when nothing watched changed. */
export function describeChanges(previous: Schedule, next: Schedule): string | null {
  const company = (schedule: Schedule) => schedule.user.companyName ?? schedule.user.email;
  const parts = watched
    .filter(([field]) => previous[field] !== next[field])
    .map(([field, label]) =>
      field === 'userId'
        ? changeLine(label, company(previous), company(next))
        : field === 'notes'
          ? NOTES_CHANGED
          : changeLine(label, shown(field, previous[field]), shown(field, next[field])),
    );
  return parts.length > 0 ? parts.join('; ') : null;
}

/** One schedule_audit_log row: what the class was, what it became, and who did it. */
export async function writeScheduleAudit(
  db: Kysely<DB>,
  entry: {
    action: ScheduleAuditAction;
    actor: SessionUser;
    previous: Schedule | null;
    next: Schedule | null;
    description: string;
    at: Date;
  },
): Promise<void> {
  const subject = entry.next ?? entry.previous;
  if (!subject) throw new Error('an audit row needs the class before or after');
  await db
    .insertInto('scheduleAuditLog')
    .values({
      scheduleId: subject.id,
      userId: subject.userId,
      courseId: subject.courseId,
      action: entry.action,
      performedBy: entry.actor.id,
      performedByEmail: entry.actor.email,
      previousData: entry.previous ? JSON.stringify(entry.previous) : null,
      newData: entry.next ? JSON.stringify(entry.next) : null,
      changeDescription: entry.description,
      clientName: subject.user.companyName ?? subject.user.email,
      courseName: subject.courseName,
      preferredDate: subject.preferredDate,
      preferredTime: subject.preferredTime,
      numberOfCandidates: subject.numberOfCandidates,
      status: subject.status,
      createdAt: entry.at,
    })
    .execute();
}
