/** A month ('2026-07') as its name and year ('Jul 2026'), in UTC so it never shifts a month. */
export function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
