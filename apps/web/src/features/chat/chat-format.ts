import { CENTRE_TIME_ZONE } from '@tc/contracts/schemas';
import { localeOf } from '../../app/dates';

/** A message younger than this shows 'Just now' rather than its time. */
const JUST_NOW_MS = 60_000;

const centreDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CENTRE_TIME_ZONE }).format(instant);

/**
 * When a message was sent, as the list shows it: null for the last minute (the screen says
 * 'Just now'), the time for today, else the day and the time, as the centre's clock read them.
 */
export function messageTime(createdAt: string, now: Date, language: string): string | null {
  const sent = new Date(createdAt);
  if (now.getTime() - sent.getTime() < JUST_NOW_MS) return null;
  const sameDay = centreDay(sent) === centreDay(now);
  return new Intl.DateTimeFormat(localeOf(language), {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
    timeZone: CENTRE_TIME_ZONE,
  }).format(sent);
}
