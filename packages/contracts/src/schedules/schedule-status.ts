import { ASSIGN_INSTRUCTOR_MESSAGE } from './schedule-dates.js';
import { formatClassDate, type ScheduleStatus } from './schedules.schema.js';

/** Who asks for a status change. */
export type ScheduleActor = 'admin' | 'client' | 'instructor';

/**
 * Every status change there is, and who may make it: an admin confirms a pending class; an admin or
 * the class's own instructor marks a confirmed class completed; the client who owns it or an admin
 * cancels a pending or confirmed class. Completed and cancelled are final.
 */
export const scheduleTransitions: Record<
  ScheduleStatus,
  Partial<Record<ScheduleStatus, readonly ScheduleActor[]>>
> = {
  pending: { confirmed: ['admin'], cancelled: ['admin', 'client'] },
  confirmed: { completed: ['admin', 'instructor'], cancelled: ['admin', 'client'] },
  completed: {},
  cancelled: {},
};

/** A class as the status rules read it. */
export interface ScheduleStatusState {
  status: ScheduleStatus;
  preferredDate: string;
  /** None when the class was booked in bulk or its instructor's account was removed. */
  instructorId: string | null;
  hasTimeChanged: boolean;
  clientApprovedTimeChange: boolean;
}

export interface StatusRefusal {
  code: 'CONFLICT' | 'FORBIDDEN';
  message: string;
}

const refusals: Record<ScheduleStatus, string> = {
  pending: 'A class cannot go back to pending.',
  confirmed: 'Only a pending class can be confirmed.',
  completed: 'Only a confirmed class can be marked completed.',
  cancelled: 'A completed or cancelled class cannot be cancelled.',
};

/**
 * Why `actor` cannot move the class to `to` on `today` (a Bahrain date, YYYY-MM-DD), or null when
 * they can. The one rule: the server refuses with this reason (schedule-rules.ts), and the screens
 * offer only the changes it allows. A moved class is confirmed once its client approved the new
 * time, and once it has an instructor; a class is completed from its own day on, never ahead of it.
 */
export function statusChangeRefusal(
  schedule: ScheduleStatusState,
  to: ScheduleStatus,
  actor: ScheduleActor,
  today: string,
): StatusRefusal | null {
  if (schedule.status === to) return { code: 'CONFLICT', message: `This class is already ${to}.` };
  const allowed = scheduleTransitions[schedule.status][to];
  if (!allowed) return { code: 'CONFLICT', message: refusals[to] };
  if (!allowed.includes(actor))
    return { code: 'FORBIDDEN', message: 'You do not have permission to do this.' };
  if (to === 'confirmed' && schedule.instructorId === null) {
    return { code: 'CONFLICT', message: ASSIGN_INSTRUCTOR_MESSAGE };
  }
  if (to === 'confirmed' && schedule.hasTimeChanged && !schedule.clientApprovedTimeChange) {
    return {
      code: 'CONFLICT',
      message: 'The client has not approved the new time yet. It can be confirmed once they approve it.',
    };
  }
  if (to === 'completed' && schedule.preferredDate > today) {
    return {
      code: 'CONFLICT',
      message: `This class is on ${formatClassDate(schedule.preferredDate)}: it can be marked completed from that day on.`,
    };
  }
  return null;
}

export function canChangeStatus(
  schedule: ScheduleStatusState,
  to: ScheduleStatus,
  actor: ScheduleActor,
  today: string,
): boolean {
  return statusChangeRefusal(schedule, to, actor, today) === null;
}

/** Completed and cancelled classes are history: they are no longer edited. */
export function isEditable(status: ScheduleStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}
