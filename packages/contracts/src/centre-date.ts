/** The centre's time zone: class dates, expiry dates and "today" are Bahrain dates. */
export const CENTRE_TIME_ZONE = 'Asia/Bahrain';

const centreDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CENTRE_TIME_ZONE });
const MINUTE_MS = 60_000;

// The last answer, for its minute: a date changes only on a whole minute (Bahrain is UTC+3), and
// every certificate check asks "today" again (formatting it costs a few microseconds each time).
let last = { minute: Number.NaN, date: '' };

/** The date (YYYY-MM-DD) it is in Bahrain at this instant. */
export function centreDate(instant: Date): string {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  if (minute !== last.minute) last = { minute, date: centreDateFormat.format(instant) };
  return last.date;
}

const centreTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CENTRE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time (HH:mm, 24-hour) it is in Bahrain at this instant. */
export function centreTime(instant: Date): string {
  return centreTimeFormat.format(instant);
}
