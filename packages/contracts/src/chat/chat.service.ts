import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { byId } from '../ids.js';
import { pushChatMessage } from '../push/chat-push.js';
import {
  CHAT_PAGE_SIZE,
  type ChatMessage,
  type ChatMessageType,
  type ChatUnread,
  type chatMessageInputSchema,
} from './chat.schema.js';

const MESSAGE_NOT_FOUND = 'Message not found';

function selectMessages(db: Kysely<DB>) {
  return db
    .selectFrom('adminChatMessages as m')
    .leftJoin('users', 'users.id', 'm.senderId')
    .select([
      'm.id',
      'm.senderId',
      'm.message',
      'm.messageType',
      'm.createdAt',
      'users.email',
      'users.firstName',
      'users.lastName',
      'users.companyName',
    ]);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>;

function toChatMessage(row: MessageRow): ChatMessage {
  const known = row.senderId !== null && row.email !== null;
  return {
    id: row.id,
    senderId: row.senderId,
    sender: {
      id: known ? row.senderId : null,
      firstName: known ? row.firstName : null,
      lastName: known ? row.lastName : null,
      companyName: known ? row.companyName : null,
      email: known ? row.email : null,
    },
    message: row.message,
    messageType: row.messageType as ChatMessageType,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The latest page of messages, or the page before the message `before`; oldest first. */
export async function listChatMessages(db: Kysely<DB>, before?: string): Promise<ChatMessage[]> {
  let query = selectMessages(db);
  if (before !== undefined) {
    const cursor = await byId(before, MESSAGE_NOT_FOUND, (id) =>
      db.selectFrom('adminChatMessages').select(['id', 'createdAt']).where('id', '=', id).executeTakeFirst(),
    );
    // Messages of one instant are ordered by id, so a page boundary never skips or repeats one.
    query = query.where((eb) =>
      eb(eb.refTuple('m.createdAt', 'm.id'), '<', eb.tuple(cursor.createdAt, cursor.id)),
    );
  }
  const rows = await query
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(CHAT_PAGE_SIZE)
    .execute();
  return rows.reverse().map(toChatMessage);
}

/**
 * Stores a message with its push notifications (one transaction), then tells every socket of
 * every process about it.
 */
export async function sendChatMessage(
  ctx: Pick<Context, 'db' | 'now' | 'live' | 'jobs'>,
  sender: SessionUser,
  input: z.output<typeof chatMessageInputSchema>,
): Promise<ChatMessage> {
  const { email, firstName, lastName, companyName } = sender;
  const message = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('adminChatMessages')
      .values({
        senderId: sender.id,
        message: input.message,
        messageType: input.messageType ?? 'text',
        createdAt: ctx.now(),
      })
      .returning(['id', 'senderId', 'message', 'messageType', 'createdAt'])
      .executeTakeFirstOrThrow();
    const message = toChatMessage({ ...row, email, firstName, lastName, companyName });
    await pushChatMessage(ctx, trx, message);
    return message;
  });
  await ctx.live.publish({ type: 'new_message', message });
  return message;
}

/**
 * Messages from others after the user's last-read point. A user who never opened the chat has
 * read up to the creation of their account: what came before is history, not news.
 */
export async function countUnread(db: Kysely<DB>, user: SessionUser): Promise<ChatUnread> {
  const row = await db
    .selectFrom('adminChatMessages as m')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('m.senderId', 'is distinct from', user.id)
    .where((eb) =>
      eb(
        'm.createdAt',
        '>',
        eb.fn.coalesce(
          eb.selectFrom('chatReads').select('lastReadAt').where('userId', '=', user.id),
          eb.selectFrom('users').select('createdAt').where('id', '=', user.id),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return { count: row.count };
}

/**
 * Moves the user's last-read point to now (or to the newest message, if one carries a later time),
 * never back, and clears the badge on their other devices.
 */
export async function markChatRead(
  ctx: Pick<Context, 'db' | 'now' | 'live'>,
  user: SessionUser,
): Promise<{ count: 0 }> {
  const newest = await ctx.db
    .selectFrom('adminChatMessages')
    .select((eb) => eb.fn.max('createdAt').as('createdAt'))
    .executeTakeFirst();
  const now = ctx.now();
  const readAt = newest?.createdAt && newest.createdAt > now ? newest.createdAt : now;
  await ctx.db
    .insertInto('chatReads')
    .values({ userId: user.id, lastReadAt: readAt })
    .onConflict((oc) =>
      oc
        .column('userId')
        .doUpdateSet({ lastReadAt: sql`greatest(chat_reads.last_read_at, excluded.last_read_at)` }),
    )
    .execute();
  await ctx.live.publish({ type: 'chat_read', userId: user.id });
  return { count: 0 };
}
