/** A month (1-12) by its name in the page's language ('November'), in UTC so it never shifts. */
export function monthNameIn(month: number, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, month - 1, 1)));
}
