import { z } from 'zod';
import { isoDate, optionalText } from '../fields.js';
import { listInputSchemas, searchTextSchema } from '../paging/page-query.schema.js';
import { FROM_AFTER_TO_MESSAGE, isFromAfterTo } from './schedule-dates.js';

export const scheduleStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export const scheduleStatusSchema = z.enum(scheduleStatuses, {
  error: 'Status must be one of: pending, confirmed, completed, cancelled',
});
export type ScheduleStatus = z.infer<typeof scheduleStatusSchema>;

export const MAX_CANDIDATES = 100;
export const BULK_LIMITS = {
  sessions: { min: 1, max: 10 },
  daysBetween: { min: 1, max: 30 },
  candidates: { min: 1, max: 20 },
} as const;
/** How many sessions the bulk dialog's preview lists before "and N more". */
export const BULK_PREVIEW_SESSIONS = 5;
/** Reminders go out for confirmed classes from today to this many days ahead. */
export const REMINDER_WINDOW_DAYS = 7;

/** An optional date: empty (an untouched date input) is none. */
const optionalDate = (message: string) =>
  z.preprocess((value) => (value === '' ? null : value), isoDate(message).nullable());
/** A class time as the time input gives it: 24-hour HH:mm. */
const classTime = z
  .string({ error: 'Time is required' })
  .min(1, 'Time is required')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm, for example 08:30');
const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A class as the console, the client and the instructor read it. Dates YYYY-MM-DD, times HH:mm. */
export const scheduleSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  courseId: z.uuid().nullable(),
  courseName: z.string().nullable(),
  /** The catalogue's Arabic name of the course, when it has one: what an Arabic reader is shown. */
  courseNameAr: z.string().nullable(),
  courseCode: z.string().nullable(),
  courseType: z.string().nullable(),
  preferredDate: z.iso.date(),
  preferredTime: z.string(),
  endDate: z.iso.date().nullable(),
  alternativeDate: z.iso.date().nullable(),
  numberOfCandidates: z.number().int(),
  instructorId: z.uuid().nullable(),
  instructorName: z.string().nullable(),
  notes: z.string().nullable(),
  status: scheduleStatusSchema,
  hasTimeChanged: z.boolean(),
  clientApprovedTimeChange: z.boolean(),
  originalDate: z.iso.date().nullable(),
  originalTime: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** The client company that owns the class. */
  user: z.object({
    id: z.uuid(),
    companyName: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  course: z.object({ id: z.uuid(), name: z.string(), code: z.string() }).nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const scheduleIdInputSchema = z.object({ id: z.string().min(1) });

/** The fields of the admin schedule form. */
const scheduleFields = {
  userId: requiredId('Client is required'),
  courseId: requiredId('Course is required'),
  preferredDate: isoDate('Date is required'),
  preferredTime: classTime,
  endDate: optionalDate('End date must be a date'),
  alternativeDate: optionalDate('Alternative date must be a date'),
  numberOfCandidates: z
    .number({ error: 'Number of candidates must be a number' })
    .int('Number of candidates must be a whole number')
    .min(1, 'At least 1 candidate is required')
    .max(MAX_CANDIDATES, 'Maximum 100 candidates allowed'),
  instructorId: requiredId('Please select an instructor'),
  notes: optionalText(2000, 'Notes'),
  /** Book the instructor even though they already teach a class on those dates. */
  allowInstructorConflict: z.boolean(),
  /** Record a class dated before today (a Bahrain date); nobody is mailed about it. */
  allowPast: z.boolean({ error: 'allowPast must be true or false' }),
};

const endNotBeforeStart = (value: { preferredDate?: string; endDate?: string | null }) =>
  !value.endDate || !value.preferredDate || value.endDate >= value.preferredDate;
const endDateMessage = { message: 'End date cannot be before the date', path: ['endDate'] };

/** POST /api/admin/schedules. A new class is pending or confirmed (the form offers confirmed first). */
export const createScheduleInputSchema = z
  .object({
    ...scheduleFields,
    status: z
      .enum(['pending', 'confirmed'], { error: 'A new class is pending or confirmed' })
      .default('pending'),
    endDate: scheduleFields.endDate.default(null),
    alternativeDate: scheduleFields.alternativeDate.default(null),
    numberOfCandidates: scheduleFields.numberOfCandidates.default(1),
    notes: scheduleFields.notes.default(null),
    allowInstructorConflict: scheduleFields.allowInstructorConflict.default(false),
    allowPast: scheduleFields.allowPast.default(false),
  })
  .refine(endNotBeforeStart, endDateMessage);
export type CreateScheduleInput = z.input<typeof createScheduleInputSchema>;

/** PUT /api/admin/schedules/{id}: the fields to change. A status here follows the same rules as the status call. */
export const updateScheduleInputSchema = z
  .object({
    id: z.string().min(1),
    userId: scheduleFields.userId.optional(),
    courseId: scheduleFields.courseId.optional(),
    preferredDate: scheduleFields.preferredDate.optional(),
    preferredTime: scheduleFields.preferredTime.optional(),
    endDate: scheduleFields.endDate.optional(),
    alternativeDate: scheduleFields.alternativeDate.optional(),
    numberOfCandidates: scheduleFields.numberOfCandidates.optional(),
    instructorId: scheduleFields.instructorId.optional(),
    notes: scheduleFields.notes.optional(),
    status: scheduleStatusSchema.optional(),
    allowInstructorConflict: scheduleFields.allowInstructorConflict.default(false),
    /** Needed to move the class to a date before today. */
    allowPast: scheduleFields.allowPast.default(false),
  })
  .refine(endNotBeforeStart, endDateMessage);
export type UpdateScheduleInput = z.input<typeof updateScheduleInputSchema>;

/** PUT /api/admin/schedules/{id}/status */
export const setScheduleStatusInputSchema = z.object({ id: z.string().min(1), status: scheduleStatusSchema });

/** The schedule filter dialog's fields: status, client, course, instructor and a date range. */
const scheduleFilterShape = {
  status: scheduleStatusSchema.optional(),
  userId: z.string().optional(),
  courseId: z.string().optional(),
  instructorId: z.string().optional(),
  from: isoDate('From must be a date').optional(),
  to: isoDate('To must be a date').optional(),
};
const fromNotAfterTo = {
  ok: (value: { from?: string; to?: string }) => !isFromAfterTo(value.from, value.to),
  message: FROM_AFTER_TO_MESSAGE,
  path: ['to'],
};
/** The filter dialog's form; the list's inputs below check the same range rule. */
export const scheduleFilterSchema = z.object(scheduleFilterShape).refine(fromNotAfterTo.ok, fromNotAfterTo);
export type ScheduleFilter = z.infer<typeof scheduleFilterSchema>;

/**
 * GET /api/admin/schedules?status=&userId=&courseId=&instructorId=&from=&to=&search=&sort=&direction=,
 * the next classes first (sort `next`: today's, then the upcoming, then the past, latest first); a
 * page when the query asks for one. The search matches the client (company, name, e-mail), the
 * course and the instructor. A From after To is a 400.
 */
export const scheduleListInput = listInputSchemas(
  { ...scheduleFilterShape, search: searchTextSchema },
  ['next', 'date', 'client', 'course', 'instructor', 'candidates', 'status', 'createdAt'],
  { sort: 'next', direction: 'asc' },
  fromNotAfterTo,
);
export type ScheduleListFilter = z.output<typeof scheduleListInput.all>;

/** The classes an instructor already teaches on the dates of a class being booked. */
export const instructorConflictsInputSchema = z.object({
  instructorId: z.string().min(1),
  preferredDate: isoDate('Date is required'),
  endDate: isoDate('End date must be a date').nullable().default(null),
  /** The class being edited, which never conflicts with itself. */
  excludeId: z.string().optional(),
});
export const instructorConflictSchema = z.object({
  id: z.uuid(),
  preferredDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
  preferredTime: z.string(),
  courseName: z.string().nullable(),
  companyName: z.string().nullable(),
  status: scheduleStatusSchema,
});
export type InstructorConflict = z.infer<typeof instructorConflictSchema>;

/** POST /api/admin/schedules/bulk: every client gets one pending class per session. */
export const bulkScheduleInputSchema = z.object({
  courseId: requiredId('Course is required'),
  startDate: isoDate('Start date is required'),
  userIds: z
    .array(z.string().min(1), { error: 'Select at least one client' })
    .min(1, 'Select at least one client')
    .max(200, 'At most 200 clients at once'),
  sessions: z
    .number({ error: 'Number of sessions must be a number' })
    .int('Number of sessions must be a whole number')
    .min(BULK_LIMITS.sessions.min, 'At least 1 session')
    .max(BULK_LIMITS.sessions.max, 'Maximum 10 sessions allowed')
    .default(1),
  daysBetween: z
    .number({ error: 'Days between sessions must be a number' })
    .int('Days between sessions must be a whole number')
    .min(BULK_LIMITS.daysBetween.min, 'Sessions must be at least 1 day apart')
    .max(BULK_LIMITS.daysBetween.max, 'Sessions can be at most 30 days apart')
    .default(1),
  candidatesPerSession: z
    .number({ error: 'Candidates per session must be a number' })
    .int('Candidates per session must be a whole number')
    .min(BULK_LIMITS.candidates.min, 'At least 1 candidate per session')
    .max(BULK_LIMITS.candidates.max, 'Maximum 20 candidates per session allowed')
    .default(1),
  preferredTime: classTime.default('08:00'),
  notes: optionalText(1000, 'Notes').default(null),
  /** Needed when the first session is before today. */
  allowPast: scheduleFields.allowPast.default(false),
});
export type BulkScheduleInput = z.input<typeof bulkScheduleInputSchema>;
export const bulkScheduleOutputSchema = z.object({
  created: z.number().int(),
  schedules: z.array(scheduleSchema),
});

/** One line of a class's history, from schedule_audit_log. */
export const scheduleHistoryEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(['created', 'updated', 'deleted', 'status_changed']),
  performedByEmail: z.string().nullable(),
  changeDescription: z.string().nullable(),
  status: z.string().nullable(),
  preferredDate: z.iso.date().nullable(),
  preferredTime: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ScheduleHistoryEntry = z.infer<typeof scheduleHistoryEntrySchema>;

export const remindersOutputSchema = z.object({ classes: z.number().int(), mails: z.number().int() });

/**
 * A class date ('YYYY-MM-DD') with its weekday, day first as in Bahrain ('Tue, 1 Dec 2026'), for
 * screens and mails alike. Formatted in UTC: a date has no time zone, so it never shifts by a day.
 */
export function formatClassDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** YYYY-MM-DD plus whole days, on the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The dates of a bulk run's sessions: the start date, then every daysBetween days. */
export function bulkSessionDates(startDate: string, sessions: number, daysBetween: number): string[] {
  return Array.from({ length: sessions }, (_, index) => addDays(startDate, index * daysBetween));
}

/** The note of a bulk-created class: its session number, then the run's own note. */
export function bulkSessionNote(session: number, sessions: number, notes: string | null): string {
  const tag = `Session ${session} of ${sessions}`;
  return notes ? `${tag}. ${notes}` : tag;
}

/** Total Candidates on the instructor portal: a class without a number counts as 1. */
export function totalCandidates(schedules: readonly { numberOfCandidates: number | null }[]): number {
  return schedules.reduce((sum, schedule) => sum + (schedule.numberOfCandidates || 1), 0);
}
