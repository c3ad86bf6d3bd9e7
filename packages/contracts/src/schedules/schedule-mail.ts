import { CENTRE_NAME, type DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import { buildCalendar, type CalendarEvent } from '../calendar/icalendar.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { queueMail } from '../jobs/deliveries.js';
import { centreMail } from '../mail/centre-layout.js';
import type { Mail } from '../mail.js';
import { courseTypeLabel } from '../public-certificates/public-certificates.schema.js';
import { isPastDate } from './schedule-dates.js';
import { selectSchedules, toSchedule } from './schedule-read.js';
import { formatClassDate, type Schedule } from './schedules.schema.js';

/** What happened to a class, as its mail tells it. */
export type ScheduleMailKind = 'scheduled' | 'updated' | 'confirmed' | 'cancelled' | 'reminder';

const subjects: Record<ScheduleMailKind, string> = {
  scheduled: 'Class scheduled',
  updated: 'Class changed',
  confirmed: 'Class confirmed',
  cancelled: 'Class cancelled',
  reminder: 'Reminder',
};

const openings: Record<ScheduleMailKind, string> = {
  scheduled: 'A class has been scheduled for you.',
  updated: 'A class of yours has changed. Your calendar entry is updated with this mail.',
  confirmed: 'Your class is confirmed.',
  cancelled: 'This class has been cancelled. It is removed from your calendar with this mail.',
  reminder: 'A reminder of your class in the coming days.',
};

/** The class as its messages name it: the course, else its type, else "Training class". */
export const courseOf = (schedule: Schedule) =>
  schedule.courseName ?? (schedule.courseType ? courseTypeLabel(schedule.courseType) : 'Training class');

/**
 * The class's calendar version: the number of changes in its history, so every change (and the
 * cancellation or delete) gives a higher SEQUENCE than the invite before it.
 */
async function sequenceOf(db: Kysely<DB>, scheduleId: string): Promise<number> {
  const row = await db
    .selectFrom('scheduleAuditLog')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('scheduleId', '=', scheduleId)
    .executeTakeFirstOrThrow();
  return Math.max(0, row.count - 1);
}

/** The centre's address for the calendar entry (website content), else its name. */
async function centreLocation(db: Kysely<DB>): Promise<string> {
  const row = await db.selectFrom('websiteContent').select('companyAddress').executeTakeFirst();
  return row?.companyAddress ? `${CENTRE_NAME}, ${row.companyAddress}` : CENTRE_NAME;
}

/** The class as one calendar event; the UID never changes, so calendars update it in place. */
export function scheduleEvent(
  schedule: Schedule,
  fields: { sequence: number; stamp: Date; appUrl: string; location: string },
): CalendarEvent {
  const company = schedule.user.companyName ?? schedule.user.email;
  const description = [
    `Client: ${company}`,
    `Candidates: ${schedule.numberOfCandidates}`,
    `Instructor: ${schedule.instructorName ?? 'to be assigned'}`,
    ...(schedule.notes ? [`Notes: ${schedule.notes}`] : []),
    `Status: ${schedule.status}`,
  ].join('\n');
  return {
    uid: `schedule-${schedule.id}@${new URL(fields.appUrl).hostname}`,
    sequence: fields.sequence,
    stamp: fields.stamp,
    date: schedule.preferredDate,
    time: schedule.preferredTime,
    endDate: schedule.endDate,
    summary: `${courseOf(schedule)} (${company})`,
    description,
    location: fields.location,
    status:
      schedule.status === 'cancelled'
        ? 'CANCELLED'
        : schedule.status === 'pending'
          ? 'TENTATIVE'
          : 'CONFIRMED',
  };
}

const row = (label: string, value: string): [string, string] => [label, value];

/** A class's mail to one of its people, in the centre's layout, with this version's calendar invite. */
export function scheduleMail(
  schedule: Schedule,
  kind: ScheduleMailKind,
  to: string,
  appUrl: string,
  invite: string,
): Mail {
  const when = `${formatClassDate(schedule.preferredDate)} at ${schedule.preferredTime}`;
  const needsApproval =
    to === schedule.user.email &&
    schedule.status === 'pending' &&
    schedule.hasTimeChanged &&
    !schedule.clientApprovedTimeChange;
  const rows: [string, string][] = [
    ['Course', courseOf(schedule)],
    [
      'Date',
      when +
        (schedule.endDate && schedule.endDate !== schedule.preferredDate
          ? `, until ${formatClassDate(schedule.endDate)}`
          : ''),
    ],
    ...(schedule.hasTimeChanged && schedule.originalDate && kind !== 'cancelled'
      ? [row('Originally', `${formatClassDate(schedule.originalDate)} at ${schedule.originalTime}`)]
      : []),
    ['Client', schedule.user.companyName ?? schedule.user.email],
    ['Candidates', String(schedule.numberOfCandidates)],
    ['Instructor', schedule.instructorName ?? 'to be assigned'],
    ['Status', schedule.status],
    ...(schedule.notes ? [row('Notes', schedule.notes)] : []),
  ];
  return centreMail({
    to,
    subject: `${subjects[kind]}: ${courseOf(schedule)} on ${when}`,
    greeting: 'Hello,',
    blocks: [
      { kind: 'text', text: openings[kind] },
      { kind: 'details', rows },
      needsApproval
        ? { kind: 'text', text: 'Please approve the new date and time in your client portal.' }
        : { kind: 'text', text: 'Your classes are in your portal.' },
      {
        kind: 'button',
        label: needsApproval ? 'Approve the new time' : 'Open your portal',
        url: `${appUrl}/`,
      },
    ],
    calendar: { method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST', content: invite },
  });
}

/** The e-mail addresses a class's mail goes to: its client, and its instructor when it has one. */
export async function recipients(
  db: Kysely<DB>,
  schedule: Schedule,
  instructorOnly: string | undefined,
): Promise<string[]> {
  const instructorId = instructorOnly ?? schedule.instructorId;
  const instructor = instructorId
    ? await db.selectFrom('users').select('email').where('id', '=', instructorId).executeTakeFirst()
    : undefined;
  const instructorEmail = instructor ? [instructor.email] : [];
  return instructorOnly ? instructorEmail : [...new Set([schedule.user.email, ...instructorEmail])];
}

/**
 * Queues the mails to the class's client and instructor, each with the calendar invite of this
 * version of the class (a cancellation removes it), on the caller's transaction: they go only if
 * the change commits, and always then. Answers how many were queued.
 */
export async function sendScheduleMails(
  ctx: Context,
  db: Kysely<DB>,
  schedule: Schedule,
  kind: ScheduleMailKind,
  /** instructorOnly: mail only this instructor (one taken off the class). */
  options: { instructorOnly?: string } = {},
): Promise<number> {
  const [to, sequence, location] = await Promise.all([
    recipients(db, schedule, options.instructorOnly),
    sequenceOf(db, schedule.id),
    centreLocation(db),
  ]);
  const event = scheduleEvent(kind === 'cancelled' ? { ...schedule, status: 'cancelled' } : schedule, {
    sequence,
    stamp: ctx.now(),
    appUrl: ctx.appUrl,
    location,
  });
  const host = new URL(ctx.appUrl).hostname;
  for (const address of to) {
    const invite = buildCalendar([event], {
      method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
      organizer: { name: CENTRE_NAME, email: `no-reply@${host}` },
      attendee: address,
    });
    await queueMail(ctx, db, scheduleMail(schedule, kind, address, ctx.appUrl, invite));
  }
  return to.length;
}

/**
 * Tells the people of a class about a change, in the change's transaction. A class dated before
 * today is a record of what happened: nobody is mailed about it, neither its booking nor its
 * cancellation.
 */
export async function notifySchedule(
  ctx: Context,
  db: Kysely<DB>,
  schedule: Schedule,
  kind: ScheduleMailKind,
  options?: { instructorOnly?: string },
): Promise<void> {
  if (isPastDate(schedule.preferredDate, centreDate(ctx.now()))) return;
  await sendScheduleMails(ctx, db, schedule, kind, options);
}

/** Every class of a client (userId) or of an instructor (instructorId), as calendar events. */
export async function scheduleEventsFor(
  ctx: Context,
  owner: { userId: string } | { instructorId: string },
): Promise<CalendarEvent[]> {
  const query = selectSchedules(ctx.db);
  const rows = await ('userId' in owner
    ? query.where('schedules.userId', '=', owner.userId)
    : query.where('schedules.instructorId', '=', owner.instructorId)
  )
    .orderBy('schedules.preferredDate')
    .execute();
  const location = await centreLocation(ctx.db);
  return Promise.all(
    rows.map(async (row) => {
      const schedule = toSchedule(row);
      const sequence = await sequenceOf(ctx.db, schedule.id);
      return scheduleEvent(schedule, { sequence, stamp: ctx.now(), appUrl: ctx.appUrl, location });
    }),
  );
}
