import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { type ChatMessage, chatNotificationBody, chatSenderName } from '../chat/chat.schema.js';
import type { Context } from '../context.js';
import { queuePush } from '../jobs/deliveries.js';

/**
 * A team-chat message reaches the admins and instructors who did not write it. Both open
 * `/?tab=chat`: the console's Team Chat tab, and the instructor portal's.
 */
export function pushChatMessage(
  ctx: Pick<Context, 'jobs'>,
  db: Kysely<DB>,
  message: ChatMessage,
): Promise<void> {
  const sender = chatSenderName(message.sender) ?? 'User';
  return queuePush(
    ctx,
    db,
    { roles: ['admin', 'instructor'], except: message.senderId },
    {
      title: `New message from ${sender}`,
      body: chatNotificationBody(message.message),
      url: '/?tab=chat',
      tag: 'team-chat',
    },
  );
}
