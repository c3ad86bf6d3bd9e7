import type { DB } from '@tc/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { byId } from '../ids.js';
import { containsText, nullsLast, pagedList } from '../paging/paged-list.js';
import { countAttempt, type ThrottleRule } from '../throttle.js';
import { queueWebhookEvent } from '../webhooks/webhook-events.js';
import type {
  ContactMessage,
  ContactMessageFilter,
  ContactSummary,
  contactMessageInputSchema,
} from './contact.schema.js';

export const CONTACT_THROTTLED_MESSAGE = 'Too many messages. Please try again later.';
const MESSAGE_NOT_FOUND = 'Message not found';

/** 5 messages per client address in 10 minutes (throttle.ts: shared by every server process). */
export const contactRule: ThrottleRule = { name: 'contact:address', limit: 5, windowMs: 10 * 60 * 1000 };

function toContactMessage(row: Selectable<DB['contactMessages']>): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    courseInterest: row.courseInterest,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A visitor's message from the contact form. */
export async function sendContactMessage(
  ctx: Pick<Context, 'db' | 'client' | 'now' | 'jobs'>,
  input: z.output<typeof contactMessageInputSchema>,
): Promise<ContactMessage> {
  const now = ctx.now();
  const attempt = await countAttempt(ctx.db, contactRule, ctx.client.ipAddress ?? 'unknown', now);
  if (!attempt.allowed) throw new AppError('TOO_MANY_REQUESTS', CONTACT_THROTTLED_MESSAGE);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contactMessages')
      .values({ ...input, createdAt: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const message = toContactMessage(row);
    await queueWebhookEvent(ctx, trx, 'contact.received', message);
    return message;
  });
}

/** The messages, newest first. */
export const contactMessageList = pagedList({
  rows: (ctx, filter: ContactMessageFilter) => {
    let query = ctx.db.selectFrom('contactMessages').selectAll();
    if (filter.search) {
      const columns = [
        'contactMessages.name',
        'contactMessages.email',
        'contactMessages.courseInterest',
        'contactMessages.message',
      ];
      query = query.where(containsText(columns, filter.search));
    }
    if (filter.state) query = query.where('contactMessages.isRead', '=', filter.state === 'read');
    return query;
  },
  sorts: {
    createdAt: 'contactMessages.createdAt',
    name: 'contactMessages.name',
    email: 'contactMessages.email',
    courseInterest: nullsLast('contactMessages.courseInterest'),
  },
  id: 'contactMessages.id',
  items: (rows) => rows.map(toContactMessage),
});

export async function contactSummary(db: Kysely<DB>): Promise<ContactSummary> {
  const row = await db
    .selectFrom('contactMessages')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where not is_read)::int`.as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { total: row.total, unread: row.unread, read: row.total - row.unread };
}

export async function markContactMessageRead(db: Kysely<DB>, id: string): Promise<ContactMessage> {
  const row = await byId(id, MESSAGE_NOT_FOUND, (id) =>
    db
      .updateTable('contactMessages')
      .set({ isRead: true })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
  );
  return toContactMessage(row);
}

/** Deletes a message; the trail keeps what it said and who deleted it. */
export async function deleteContactMessage(
  ctx: Pick<Context, 'db' | 'now'>,
  actor: SessionUser,
  id: string,
): Promise<{ ok: true }> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await byId(id, MESSAGE_NOT_FOUND, (id) =>
      trx.deleteFrom('contactMessages').where('id', '=', id).returningAll().executeTakeFirst(),
    );
    const { id: _id, ...message } = toContactMessage(row);
    await writeAudit(trx, {
      entityType: 'contact_message',
      entityId: row.id,
      action: 'deleted',
      actor,
      previous: message,
      next: null,
      description: `Contact message from ${row.name} <${row.email}> deleted`,
      title: row.name,
      details: row.courseInterest ? `${row.email} · ${row.courseInterest}` : row.email,
      at: ctx.now(),
    });
  });
  return { ok: true };
}
