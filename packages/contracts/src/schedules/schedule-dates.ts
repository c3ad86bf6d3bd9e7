import { centreDate, centreTime } from '../centre-date.js';

/** The refusal of a date before today unless the admin confirmed it (`allowPast`): a 400. */
export const DATE_PASSED_MESSAGE = 'The date has passed';
/** The refusal to confirm a class with no instructor (one removed, or a bulk class): a 409. */
export const ASSIGN_INSTRUCTOR_MESSAGE = 'Assign an instructor first';
/** The filter's refusal of a From after its To. */
export const FROM_AFTER_TO_MESSAGE = 'From cannot be after To';

/**
 * Whether a class date (YYYY-MM-DD) is before `today` (a Bahrain date, centreDate). Such a class
 * is a record of what happened: it is booked only when the admin confirms it, and nobody is mailed
 * about it (neither when it is booked, moved or confirmed, nor when it is cancelled or deleted).
 */
export function isPastDate(date: string, today: string): boolean {
  return date < today;
}

/**
 * Whether a class has started at `now`: its day is before today in Bahrain, or it is today and its
 * time (HH:mm) has come. Reminders skip such a class: it is too late to remind anyone of it.
 */
export function hasClassStarted(
  schedule: { preferredDate: string; preferredTime: string },
  now: Date,
): boolean {
  const today = centreDate(now);
  if (schedule.preferredDate !== today) return schedule.preferredDate < today;
  return schedule.preferredTime <= centreTime(now);
}

/** Whether a date range's From is after its To (either may be empty). */
export function isFromAfterTo(from: string | undefined | null, to: string | undefined | null): boolean {
  return Boolean(from && to && from > to);
}

/**
 * A class date ('YYYY-MM-DD') the centre's way, day first and without a weekday: '6 Dec 2026', on
 * every schedule screen and in a class's history. Formatted in UTC: a date has no time zone.
 */
export function formatCentreDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
