import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Schedule } from './schedules.schema.js';

export type ScheduleAuditAction = 'created' | 'updated' | 'deleted' | 'status_changed';

/** The fields a class's history names when they change, with their labels. */
const watched = [
  ['userId', 'client'],
  ['courseName', 'course'],
  ['preferredDate', 'date'],
  ['preferredTime', 'time'],
  ['endDate', 'end date'],
  ['alternativeDate', 'alternative date'],
  ['numberOfCandidates', 'candidates'],
  ['instructorName', 'instructor'],
  ['notes', 'notes'],
  ['status', 'status'],
  ['clientApprovedTimeChange', 'client approved the new time'],
] as const satisfies readonly (readonly [keyof Schedule, string])[];

const shown = (value: unknown) => (value === null || value === '' ? 'none' : String(value));

/** "date 2026-12-01 -> 2026-12-03; time 08:00 -> 09:30", or null when nothing watched changed. */
export function describeChanges(previous: Schedule, next: Schedule): string | null {
  const parts = watched
    .filter(([field]) => previous[field] !== next[field])
    .map(([field, label]) =>
      field === 'userId'
        ? `client ${shown(previous.user.companyName ?? previous.user.email)} -> ${shown(next.user.companyName ?? next.user.email)}`
        : field === 'notes'
          ? 'notes changed'
          : `${label} ${shown(previous[field])} -> ${shown(next[field])}`,
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
