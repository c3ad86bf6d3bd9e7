import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/auth.schema.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { queuePush } from '../jobs/deliveries.js';
import type { Language } from '../language.js';
import { isPastDate } from './schedule-dates.js';
import { courseOf } from './schedule-mail.js';
import type { Schedule } from './schedules.schema.js';

/** What happened to a class, as its push notification says. */
export type SchedulePushKind = 'scheduled' | 'moved' | 'confirmed' | 'cancelled' | 'completed';

/** Who reads a class's notification: its client, its instructor, or an admin (a client cancelled). */
type PushReader = 'client' | 'instructor' | 'admin';

/**
 * A notification's words in each language (the Arabic typed by the English). Names, course names,
 * times and counts are values: they go in as they are.
 */
const en = {
  titles: {
    scheduled: 'Class scheduled',
    moved: 'Class moved',
    confirmed: 'Class confirmed',
    cancelled: 'Class cancelled',
    completed: 'Class completed',
  } satisfies Record<SchedulePushKind, string>,
  at: (date: string, time: string) => `${date} at ${time}`,
  forCompany: (course: string, company: string) => `${course} for ${company}`,
  clientCancelled: (company: string, course: string, when: string) =>
    `${company} cancelled ${course} on ${when}`,
  on: (course: string, when: string) => `${course} on ${when}`,
  movedTo: (course: string, when: string) => `${course} moved to ${when}`,
  approve: '. Please approve the new time.',
  bulkTitle: 'Classes scheduled',
  bulk: (count: number, course: string, from: string) => `${count} sessions of ${course}, from ${from}`,
  /** '3 Dec 2026'. */
  date: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

/** Sessions as Arabic counts them (a bulk booking has two or more). */
const arabicSessions = (count: number) =>
  count === 2 ? 'جلستان' : count <= 10 ? `${count} جلسات` : `${count} جلسة`;

const ar: typeof en = {
  titles: {
    scheduled: 'جدولة حصة',
    moved: 'تغيير موعد حصة',
    confirmed: 'تأكيد حصة',
    cancelled: 'إلغاء حصة',
    completed: 'اكتمال حصة',
  },
  at: (date, time) => `${date} الساعة ${time}`,
  forCompany: (course, company) => `${course} لصالح ${company}`,
  clientCancelled: (company, course, when) => `ألغى العميل ${company} حصة ${course} بتاريخ ${when}`,
  on: (course, when) => `${course} بتاريخ ${when}`,
  movedTo: (course, when) => `نُقل موعد ${course} إلى ${when}`,
  approve: '. يرجى الموافقة على الموعد الجديد.',
  bulkTitle: 'جدولة حصص',
  bulk: (count, course, from) => `${arabicSessions(count)} من ${course}، أولاها ${from}`,
  /** '3 ديسمبر 2026', in Western figures as Bahrain writes dates. */
  date: new Intl.DateTimeFormat('ar-BH-u-nu-latn', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

const texts: Record<Language, typeof en> = { en, ar };

/** Where each reader finds their classes: their portal (client, instructor), the admins' Schedules tab. */
const PORTAL_URL = '/';
const ADMIN_URL = '/?tab=schedules';

/** A class's date and time as a notification says it (a calendar date: no time zone moves it). */
function whenOf(date: string, time: string, language: Language): string {
  const words = texts[language];
  return words.at(words.date.format(new Date(`${date}T00:00:00Z`)), time);
}

/** The notification's text for the client, the instructor or an admin, in their language. */
export function schedulePushBody(
  schedule: Schedule,
  kind: SchedulePushKind,
  reader: PushReader,
  language: Language = 'en',
): string {
  const words = texts[language];
  const when = whenOf(schedule.preferredDate, schedule.preferredTime, language);
  const company = schedule.user.companyName ?? schedule.user.email;
  const course = courseOf(schedule, language);
  if (reader === 'admin') return words.clientCancelled(company, course, when);
  const named = reader === 'instructor' ? words.forCompany(course, company) : course;
  if (kind !== 'moved') return words.on(named, when);
  const approve = reader === 'client' && schedule.status === 'pending' && !schedule.clientApprovedTimeChange;
  return `${words.movedTo(named, when)}${approve ? words.approve : ''}`;
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
  const notify = (userIds: string[], roles: 'admin'[], url: string, reader: PushReader) =>
    queuePush(ctx, db, { userIds, roles, except: actor.id }, (language) => ({
      title: texts[language].titles[kind],
      body: schedulePushBody(schedule, kind, reader, language),
      url,
      tag: `schedule-${schedule.id}`,
    }));
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
    await queuePush(ctx, db, { userIds: [userId], except: actor.id }, (language) => ({
      title: texts[language].bulkTitle,
      body: texts[language].bulk(
        sessions.length,
        courseOf(first, language),
        whenOf(first.preferredDate, first.preferredTime, language),
      ),
      url: PORTAL_URL,
    }));
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
