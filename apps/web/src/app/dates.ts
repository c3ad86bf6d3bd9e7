import { CENTRE_TIME_ZONE } from '@tc/contracts/schemas';

/** The page's language as Intl takes it: English dates are written day first, as in Bahrain. */
export const localeOf = (language: string) => (language === 'en' ? 'en-GB' : language);

/**
 * A calendar date ('YYYY-MM-DD') written out with the month as a word ('22 Nov 2026'), so nobody
 * reads 03/04 the wrong way round. Formatted in UTC: a date has no time zone, so it never shifts
 * by a day.
 */
export function formatCalendarDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A month ('2026-07') as its name and year ('Jul 2026'), in UTC so it never shifts a month. */
export function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A month (1-12) by its name in the page's language ('November'), in UTC so it never shifts. */
export function monthNameIn(month: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/** An instant (a sign-in, a message received, a change made) as the centre's clock read it. */
export function formatCentreInstant(instant: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CENTRE_TIME_ZONE,
  }).format(new Date(instant));
}
