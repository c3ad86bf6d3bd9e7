import { AppError } from '../errors.js';
import { DATE_PASSED_MESSAGE, isPastDate } from './schedule-dates.js';
import {
  isEditable,
  type ScheduleActor,
  type ScheduleStatusState,
  statusChangeRefusal,
} from './schedule-status.js';
import type { ScheduleStatus } from './schedules.schema.js';

/** Throws the rules' refusal (409, or 403 for the wrong actor) unless the change can be made today. */
export function assertTransition(
  schedule: ScheduleStatusState,
  to: ScheduleStatus,
  actor: ScheduleActor,
  today: string,
): void {
  const refusal = statusChangeRefusal(schedule, to, actor, today);
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

/**
 * Refuses a class date before `today` (Bahrain) unless the admin confirmed it (`allowPast`): a 400.
 * Answers whether the date has passed.
 */
export function assertDateAllowed(date: string, allowPast: boolean, today: string): boolean {
  const past = isPastDate(date, today);
  if (past && !allowPast) throw new AppError('BAD_REQUEST', DATE_PASSED_MESSAGE);
  return past;
}

export function assertEditable(status: ScheduleStatus): void {
  if (!isEditable(status)) throw new AppError('CONFLICT', `A ${status} class can no longer be changed.`);
}

interface TimeState {
  status: ScheduleStatus;
  preferredDate: string;
  preferredTime: string;
  originalDate: string | null;
  originalTime: string | null;
  hasTimeChanged: boolean;
  clientApprovedTimeChange: boolean;
}

type TimeFields = Pick<
  TimeState,
  'originalDate' | 'originalTime' | 'hasTimeChanged' | 'clientApprovedTimeChange'
>;

/**
 * The time-change bookkeeping when an admin moves a class. A pending class keeps its first date and
 * time as the original, is marked changed and waits for the client's approval again; moved back to
 * its original time it is unchanged again. A confirmed class simply moves (the client is mailed the
 * new time). Answers the fields to set, or nothing when the date and time stay.
 */
export function timeChange(current: TimeState, next: { preferredDate: string; preferredTime: string }) {
  if (next.preferredDate === current.preferredDate && next.preferredTime === current.preferredTime) {
    return {};
  }
  if (current.status !== 'pending') return {};
  const originalDate = current.originalDate ?? current.preferredDate;
  const originalTime = current.originalTime ?? current.preferredTime;
  const backToOriginal = next.preferredDate === originalDate && next.preferredTime === originalTime;
  const fields: TimeFields = backToOriginal
    ? { originalDate: null, originalTime: null, hasTimeChanged: false, clientApprovedTimeChange: false }
    : { originalDate, originalTime, hasTimeChanged: true, clientApprovedTimeChange: false };
  return fields;
}
