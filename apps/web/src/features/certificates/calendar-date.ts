/**
 * A calendar date ('YYYY-MM-DD') written out with the month as a word, day first as in Bahrain
 * ('22 Nov 2026'), so nobody reads 03/04 the wrong way round. Formatted in UTC: a date has no time
 * zone, so it never shifts by a day.
 */
export function formatCalendarDate(date: string, language: string): string {
  const locale = language === 'en' ? 'en-GB' : language;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
