import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/auth.schema.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { queuePush } from '../jobs/deliveries.js';
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
export async function pushScheduleChange(
  ctx: Context,
  db: Kysely<DB>,
  schedule: Schedule,
  kind: SchedulePushKind,
  options: { actor: SessionUser; instructorOnly?: string | null },
): Promise<void> {
  const { actor, instructorOnly } = options;
  // A class dated before today is a record: nobody hears of it (as with its mails).
  if (isPastDate(schedule.preferredDate, centreDate(ctx.now()))) return;
  const notify = (
    userIds: string[],
    roles: 'admin'[],
    url: string,
    reader: 'client' | 'instructor' | 'admin',
  ) =>
    queuePush(
      ctx,
      db,
      { userIds, roles, except: actor.id },
      {
        title: titles[kind],
        body: schedulePushBody(schedule, kind, reader),
        url,
        tag: `schedule-${schedule.id}`,
      },
    );
  if (instructorOnly !== undefined) {
    if (instructorOnly) await notify([instructorOnly], [], PORTAL_URL, 'instructor');
    return;
  }
  await notify([schedule.userId], [], PORTAL_URL, 'client');
  if (schedule.instructorId) await notify([schedule.instructorId], [], PORTAL_URL, 'instructor');
  if (kind === 'cancelled' && actor.role === 'client') await notify([], ['admin'], ADMIN_URL, 'admin');
}

/**
 * The bulk dialog's classes (sessions of one course for several clients, no instructor yet): each
 * client hears once, of all their sessions still to come.
 */
export async function pushBulkScheduled(
  ctx: Context,
  db: Kysely<DB>,
  created: Schedule[],
  actor: SessionUser,
): Promise<void> {
  const byClient = new Map<string, Schedule[]>();
  const today = centreDate(ctx.now());
  for (const schedule of created.filter((schedule) => !isPastDate(schedule.preferredDate, today)))
    byClient.set(schedule.userId, [...(byClient.get(schedule.userId) ?? []), schedule]);
  for (const [userId, sessions] of byClient) {
    const [first] = sessions;
    if (!first) continue;
    if (sessions.length === 1) {
      await pushScheduleChange(ctx, db, first, 'scheduled', { actor });
      continue;
    }
    await queuePush(
      ctx,
      db,
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
export async function pushScheduleUpdate(
  ctx: Context,
  db: Kysely<DB>,
  actor: SessionUser,
  current: Schedule,
  next: Schedule,
): Promise<void> {
  const moved =
    next.preferredDate !== current.preferredDate ||
    next.preferredTime !== current.preferredTime ||
    next.endDate !== current.endDate;
  const kind = next.status !== current.status ? statusPushKind(next) : moved ? 'moved' : undefined;
  if (current.instructorId === next.instructorId) {
    if (kind) await pushScheduleChange(ctx, db, next, kind, { actor });
    return;
  }
  if (kind) await pushScheduleChange(ctx, db, { ...next, instructorId: null }, kind, { actor });
  await pushScheduleChange(ctx, db, current, 'cancelled', { actor, instructorOnly: current.instructorId });
  if (next.status !== 'cancelled') {
    await pushScheduleChange(ctx, db, next, 'scheduled', { actor, instructorOnly: next.instructorId });
  }
}
