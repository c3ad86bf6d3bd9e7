import type { SessionUser } from '../auth/auth.schema.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { isPastDate } from './schedule-dates.js';
import { courseOf } from './schedule-mail.js';
import type { Schedule } from './schedules.schema.js';

/** What happened to a class, as its push notification says. */
export type SchedulePushKind = 'scheduled' | 'moved' | 'confirmed' | 'cancelled' | 'completed';

const titles: Record<SchedulePushKind, string> = {
  scheduled: 'Class scheduled',
  moved: 'Class moved',
  confirmed: 'Class confirmed',
  cancelled: 'Class cancelled',
  completed: 'Class completed',
};

/** Where each reader finds their classes: their portal (client, instructor), the admins' Schedules tab. */
const PORTAL_URL = '/';
const ADMIN_URL = '/?tab=schedules';

/** '3 Dec 2026' (a class date is a calendar date: no time zone moves it). */
function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The notification's text for the client, the instructor or an admin. */
export function schedulePushBody(
  schedule: Schedule,
  kind: SchedulePushKind,
  reader: 'client' | 'instructor' | 'admin',
): string {
  const when = `${shortDate(schedule.preferredDate)} at ${schedule.preferredTime}`;
  const company = schedule.user.companyName ?? schedule.user.email;
  const course = reader === 'instructor' ? `${courseOf(schedule)} for ${company}` : courseOf(schedule);
  if (reader === 'admin') return `${company} cancelled ${courseOf(schedule)} on ${when}`;
  if (kind !== 'moved') return `${course} on ${when}`;
  const approve = reader === 'client' && schedule.status === 'pending' && !schedule.clientApprovedTimeChange;
  return `${course} moved to ${when}${approve ? '. Please approve the new time.' : ''}`;
}

/**
 * Tells the class's client and instructor (not the one who made the change), and the admins when
 * the client cancels; `instructorOnly` tells only that instructor (one taken off or put on it).
 */
export function pushScheduleChange(
  ctx: Context,
  schedule: Schedule,
  kind: SchedulePushKind,
  options: { actor: SessionUser; instructorOnly?: string | null },
): void {
  const { actor, instructorOnly } = options;
  // A class dated before today is a record: nobody hears of it (as with its mails).
  if (isPastDate(schedule.preferredDate, centreDate(ctx.now()))) return;
  const notify = (
    userIds: string[],
    roles: 'admin'[],
    url: string,
    reader: 'client' | 'instructor' | 'admin',
  ) =>
    ctx.push.send(
      { userIds, roles, except: actor.id },
      {
        title: titles[kind],
        body: schedulePushBody(schedule, kind, reader),
        url,
        tag: `schedule-${schedule.id}`,
      },
    );
  if (instructorOnly !== undefined) {
    if (instructorOnly) notify([instructorOnly], [], PORTAL_URL, 'instructor');
    return;
  }
  notify([schedule.userId], [], PORTAL_URL, 'client');
  if (schedule.instructorId) notify([schedule.instructorId], [], PORTAL_URL, 'instructor');
  if (kind === 'cancelled' && actor.role === 'client') notify([], ['admin'], ADMIN_URL, 'admin');
}

/**
 * The bulk dialog's classes (sessions of one course for several clients, no instructor yet): each
 * client hears once, of all their sessions still to come.
 */
export function pushBulkScheduled(ctx: Context, created: Schedule[], actor: SessionUser): void {
  const byClient = new Map<string, Schedule[]>();
  const today = centreDate(ctx.now());
  for (const schedule of created.filter((schedule) => !isPastDate(schedule.preferredDate, today)))
    byClient.set(schedule.userId, [...(byClient.get(schedule.userId) ?? []), schedule]);
  for (const [userId, sessions] of byClient) {
    const [first] = sessions;
    if (!first) continue;
    if (sessions.length === 1) {
      pushScheduleChange(ctx, first, 'scheduled', { actor });
      continue;
    }
    ctx.push.send(
      { userIds: [userId], except: actor.id },
      {
        title: 'Classes scheduled',
        body: `${sessions.length} sessions of ${courseOf(first)}, from ${shortDate(first.preferredDate)} at ${first.preferredTime}`,
        url: PORTAL_URL,
      },
    );
  }
}

/** The change a status move makes known; going back to pending is none. */
export function statusPushKind(schedule: Schedule): SchedulePushKind | undefined {
  return schedule.status === 'pending' ? undefined : schedule.status;
}

/**
 * An admin's edit: a new status, else a new date or time, is told to the class's people. An
 * instructor taken off hears the class is cancelled for them; the new one, that it is scheduled.
 */
export function pushScheduleUpdate(
  ctx: Context,
  actor: SessionUser,
  current: Schedule,
  next: Schedule,
): void {
  const moved =
    next.preferredDate !== current.preferredDate ||
    next.preferredTime !== current.preferredTime ||
    next.endDate !== current.endDate;
  const kind = next.status !== current.status ? statusPushKind(next) : moved ? 'moved' : undefined;
  if (current.instructorId === next.instructorId) {
    if (kind) pushScheduleChange(ctx, next, kind, { actor });
    return;
  }
  if (kind) pushScheduleChange(ctx, { ...next, instructorId: null }, kind, { actor });
  pushScheduleChange(ctx, current, 'cancelled', { actor, instructorOnly: current.instructorId });
  if (next.status !== 'cancelled') {
    pushScheduleChange(ctx, next, 'scheduled', { actor, instructorOnly: next.instructorId });
  }
}
