import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { recipientLanguage } from '../mail/recipient-language.js';
import { scheduleEventsFor } from '../schedules/schedule-mail.js';
import { scheduleTexts } from '../schedules/schedule-mail-texts.js';
import type { CalendarFeedStatus } from './calendar-feed.schema.js';
import { buildCalendar } from './icalendar.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Tokens are 32 random bytes, base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export async function calendarFeedStatus(ctx: Context, user: SessionUser): Promise<CalendarFeedStatus> {
  const row = await ctx.db
    .selectFrom('calendarFeeds')
    .select('createdAt')
    .where('userId', '=', user.id)
    .executeTakeFirst();
  return { active: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null };
}

/** A new private address for the user's calendar app; the old one, if any, stops working. */
export async function createCalendarFeed(ctx: Context, user: SessionUser): Promise<{ url: string }> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .insertInto('calendarFeeds')
    .values({ userId: user.id, tokenHash: hashToken(token), createdAt: ctx.now() })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ tokenHash: hashToken(token), createdAt: ctx.now() }),
    )
    .execute();
  return { url: `${ctx.appUrl}/api/calendar/${token}.ics` };
}

export async function revokeCalendarFeed(ctx: Context, user: SessionUser): Promise<{ ok: true }> {
  await ctx.db.deleteFrom('calendarFeeds').where('userId', '=', user.id).execute();
  return { ok: true };
}

/**
 * The feed behind a private address: a client's own classes, or the classes an instructor
 * teaches, cancelled ones marked so, in the owner's language (a calendar app fetches it: no
 * browser's language is there to follow); null for an unknown or revoked address.
 */
export async function calendarFeedText(ctx: Context, token: string): Promise<string | null> {
  if (!tokenPattern.test(token)) return null;
  const owner = await ctx.db
    .selectFrom('calendarFeeds')
    .innerJoin('users', 'users.id', 'calendarFeeds.userId')
    .select(['users.id', 'users.role', 'users.isActive', 'users.language'])
    .where('calendarFeeds.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!owner?.isActive || (owner.role !== 'client' && owner.role !== 'instructor')) return null;
  const { language } = recipientLanguage(owner.language);
  const events = await scheduleEventsFor(
    ctx,
    owner.role === 'client' ? { userId: owner.id } : { instructorId: owner.id },
    language,
  );
  return buildCalendar(events, { name: scheduleTexts[language].feedName });
}

/**
 * The feed as calendar apps ask for it: by the address handed out, `<token>.ics`, or the bare
 * token; an unknown or revoked address is a 404 like any unknown API path.
 */
export async function calendarFeed(ctx: Context, token: string): Promise<string> {
  const text = await calendarFeedText(ctx, token.endsWith('.ics') ? token.slice(0, -'.ics'.length) : token);
  if (text === null) throw new AppError('NOT_FOUND', 'This calendar address is unknown or was turned off.');
  return text;
}
