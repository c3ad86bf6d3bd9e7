import { CENTRE_TIME_ZONE, centreDate, formatCalendarDate, localeOf } from '@tc/contracts/schemas';

// How dates are written and read back in figures: shared with the API, which reads a date a form
// posted as typed (written-dates.ts in @tc/contracts).
export { dateWriting, formatCalendarDate, localeOf, parseCalendarDate } from '@tc/contracts/schemas';

/** A month ('2026-07') as its name and year ('Jul 2026'), in UTC so it never shifts a month. */
export function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * A month (1-12) by its name in the page's language ('November', or 'Nov' where room is short),
 * in UTC so it never shifts.
 */
export function monthNameIn(month: number, language: string, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(localeOf(language), { month: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/** The day of an instant as the centre's calendar has it ('22/11/2026'). */
export function formatCentreDay(instant: string, language: string): string {
  return formatCalendarDate(centreDate(new Date(instant)), language);
}

/** The time of an instant on the centre's clock, 24-hour ('14:05'). */
export function formatCentreTime(instant: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: CENTRE_TIME_ZONE,
  }).format(new Date(instant));
}

/** An instant (a sign-in, a message received, a change made) as the centre's clock read it. */
export function formatCentreInstant(instant: string, language: string): string {
  return `${formatCentreDay(instant, language)}, ${formatCentreTime(instant, language)}`;
}
