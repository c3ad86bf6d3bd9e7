import { CENTRE_NAME, type DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import { buildCalendar, type CalendarEvent } from '../calendar/icalendar.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { queueMail } from '../jobs/deliveries.js';
import type { Language } from '../language.js';
import { localized } from '../localized.js';
import { centreMail } from '../mail/centre-layout.js';
import {
  DEFAULT_READER,
  linkFor,
  mailDate,
  type Reader,
  recipientLanguage,
} from '../mail/recipient-language.js';
import type { Mail } from '../mail.js';
import { courseTypeLabel } from '../public-certificates/public-certificates.schema.js';
import { isPastDate } from './schedule-dates.js';
import { type ScheduleMailKind, scheduleTexts } from './schedule-mail-texts.js';
import { selectSchedules, toSchedule } from './schedule-read.js';
import type { Schedule } from './schedules.schema.js';

export type { ScheduleMailKind } from './schedule-mail-texts.js';

/**
 * The class as its messages name it: the course (by its Arabic name for an Arabic reader, when the
 * catalogue has one), else its type, else "Training class".
 */
export const courseOf = (schedule: Schedule, language: Language = 'en') =>
  localized(schedule, 'courseName', language).text ??
  (schedule.courseType
    ? courseTypeLabel(schedule.courseType, language)
    : scheduleTexts[language].trainingClass);

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

/**
 * The class as one calendar event, its words in the reader's language; the UID never changes, so
 * calendars update it in place.
 */
export function scheduleEvent(
  schedule: Schedule,
  fields: { sequence: number; stamp: Date; appUrl: string; location: string; language?: Language },
): CalendarEvent {
  const language = fields.language ?? 'en';
  const { labels, statuses, toBeAssigned } = scheduleTexts[language];
  const company = schedule.user.companyName ?? schedule.user.email;
  const description = [
    `${labels.client}: ${company}`,
    `${labels.candidates}: ${schedule.numberOfCandidates}`,
    `${labels.instructor}: ${schedule.instructorName ?? toBeAssigned}`,
    ...(schedule.notes ? [`${labels.notes}: ${schedule.notes}`] : []),
    `${labels.status}: ${statuses[schedule.status]}`,
  ].join('\n');
  return {
    uid: `schedule-${schedule.id}@${new URL(fields.appUrl).hostname}`,
    sequence: fields.sequence,
    stamp: fields.stamp,
    date: schedule.preferredDate,
    time: schedule.preferredTime,
    endDate: schedule.endDate,
    summary: `${courseOf(schedule, language)} (${company})`,
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

/**
 * A class's mail to one of its people, in the centre's layout and the reader's language, with this
 * version's calendar invite.
 */
export function scheduleMail(
  schedule: Schedule,
  kind: ScheduleMailKind,
  to: string,
  appUrl: string,
  invite: string,
  reader: Reader = DEFAULT_READER,
): Mail {
  const { language } = reader;
  const words = scheduleTexts[language];
  const { labels } = words;
  const course = courseOf(schedule, language);
  const when = words.at(mailDate(schedule.preferredDate, language), schedule.preferredTime);
  const needsApproval =
    to === schedule.user.email &&
    schedule.status === 'pending' &&
    schedule.hasTimeChanged &&
    !schedule.clientApprovedTimeChange;
  const rows: [string, string][] = [
    [labels.course, course],
    [
      labels.date,
      when +
        (schedule.endDate && schedule.endDate !== schedule.preferredDate
          ? words.until(mailDate(schedule.endDate, language))
          : ''),
    ],
    ...(schedule.hasTimeChanged && schedule.originalDate && kind !== 'cancelled'
      ? [
          row(
            labels.originally,
            words.at(mailDate(schedule.originalDate, language), schedule.originalTime ?? ''),
          ),
        ]
      : []),
    [labels.client, schedule.user.companyName ?? schedule.user.email],
    [labels.candidates, String(schedule.numberOfCandidates)],
    [labels.instructor, schedule.instructorName ?? words.toBeAssigned],
    [labels.status, words.statuses[schedule.status]],
    ...(schedule.notes ? [row(labels.notes, schedule.notes)] : []),
  ];
  return centreMail({
    to,
    subject: words.subject(words.subjects[kind], course, when),
    greeting: words.greeting,
    language,
    blocks: [
      { kind: 'text', text: words.openings[kind] },
      { kind: 'details', rows },
      { kind: 'text', text: needsApproval ? words.approve : words.inPortal },
      {
        kind: 'button',
        label: needsApproval ? words.approveButton : words.portalButton,
        url: linkFor(`${appUrl}/`, reader),
      },
    ],
    calendar: { method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST', content: invite },
  });
}

/** One person a class's mail goes to, and the language it is written in for them. */
export interface ClassRecipient {
  email: string;
  reader: Reader;
}

/** The people a class's mail goes to: its client, and its instructor when it has one. */
export async function recipients(
  db: Kysely<DB>,
  schedule: Schedule,
  instructorOnly: string | undefined,
): Promise<ClassRecipient[]> {
  const ids = instructorOnly
    ? [instructorOnly]
    : [schedule.userId, ...(schedule.instructorId ? [schedule.instructorId] : [])];
  const people = await db
    .selectFrom('users')
    .select(['id', 'email', 'language'])
    .where('id', 'in', ids)
    .execute();
  // The client first, then the instructor, as the mails have always gone.
  return ids.flatMap((id) => {
    const person = people.find((each) => each.id === id);
    return person ? [{ email: person.email, reader: recipientLanguage(person.language) }] : [];
  });
}

/**
 * Queues the mails to the class's client and instructor, each in their language with the calendar
 * invite of this version of the class (a cancellation removes it), on the caller's transaction:
 * they go only if the change commits, and always then. Answers how many were queued.
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
  const host = new URL(ctx.appUrl).hostname;
  for (const { email, reader } of to) {
    const event = scheduleEvent(kind === 'cancelled' ? { ...schedule, status: 'cancelled' } : schedule, {
      sequence,
      stamp: ctx.now(),
      appUrl: ctx.appUrl,
      location,
      language: reader.language,
    });
    const invite = buildCalendar([event], {
      method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
      organizer: { name: CENTRE_NAME, email: `no-reply@${host}` },
      attendee: email,
    });
    await queueMail(ctx, db, scheduleMail(schedule, kind, email, ctx.appUrl, invite, reader));
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

/**
 * Every class of a client (userId) or of an instructor (instructorId), as calendar events in the
 * owner's language.
 */
export async function scheduleEventsFor(
  ctx: Context,
  owner: { userId: string } | { instructorId: string },
  language: Language = 'en',
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
      return scheduleEvent(schedule, { sequence, stamp: ctx.now(), appUrl: ctx.appUrl, location, language });
    }),
  );
}
