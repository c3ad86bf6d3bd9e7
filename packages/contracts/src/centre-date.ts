/** The centre's time zone: class dates, expiry dates and "today" are Bahrain dates. */
export const CENTRE_TIME_ZONE = 'Asia/Bahrain';

const centreDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CENTRE_TIME_ZONE });

/** The date (YYYY-MM-DD) it is in Bahrain at this instant. */
export function centreDate(instant: Date): string {
  return centreDateFormat.format(instant);
}
