import { AppError } from '../errors.js';
import { type ScheduleActor, type ScheduleStatus, scheduleTransitions } from './schedules.schema.js';

const refusals: Record<ScheduleStatus, string> = {
  pending: 'A class cannot go back to pending.',
  confirmed: 'Only a pending class can be confirmed.',
  completed: 'Only a confirmed class can be marked completed.',
  cancelled: 'A completed or cancelled class cannot be cancelled.',
};

interface StatusState {
  status: ScheduleStatus;
  hasTimeChanged: boolean;
  clientApprovedTimeChange: boolean;
}

/** Throws a 409 with a clear message unless the actor may move the class to the status. */
export function assertTransition(schedule: StatusState, to: ScheduleStatus, actor: ScheduleActor): void {
  if (schedule.status === to) throw new AppError('CONFLICT', `This class is already ${to}.`);
  const allowed = scheduleTransitions[schedule.status][to];
  if (!allowed) throw new AppError('CONFLICT', refusals[to]);
  if (!allowed.includes(actor)) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  if (to === 'confirmed' && schedule.hasTimeChanged && !schedule.clientApprovedTimeChange) {
    throw new AppError(
      'CONFLICT',
      'The client has not approved the new time yet. It can be confirmed once they approve it.',
    );
  }
}

/** Completed and cancelled classes are history: they are no longer edited. */
export function assertEditable(status: ScheduleStatus): void {
  if (status === 'completed' || status === 'cancelled') {
    throw new AppError('CONFLICT', `A ${status} class can no longer be changed.`);
  }
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
