import { centreDate } from '@tc/contracts/schemas';
import { formatCentreInstant, formatCentreTime } from '../../app/dates';

/** A message younger than this shows 'Just now' rather than its time. */
const JUST_NOW_MS = 60_000;

/**
 * When a message was sent, as the list shows it: null for the last minute (the screen says
 * 'Just now'), the time for today, else the day and the time, as the centre's clock read them.
 */
export function messageTime(createdAt: string, now: Date, language: string): string | null {
  const sent = new Date(createdAt);
  if (now.getTime() - sent.getTime() < JUST_NOW_MS) return null;
  const sameDay = centreDate(sent) === centreDate(now);
  return sameDay ? formatCentreTime(createdAt, language) : formatCentreInstant(createdAt, language);
}
