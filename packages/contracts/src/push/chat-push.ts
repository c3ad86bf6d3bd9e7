import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { type ChatMessage, chatNotificationBody, chatSenderName } from '../chat/chat.schema.js';
import type { Context } from '../context.js';
import { queuePush } from '../jobs/deliveries.js';
import type { Language } from '../language.js';

/** The notice's own words; the message is the writer's, as written. */
const en = {
  title: (sender: string) => `New message from ${sender}`,
  /** A writer with no name, company or e-mail, as the screens say. */
  someone: 'User',
};
const ar: typeof en = {
  title: (sender) => `رسالة جديدة من ${sender}`,
  someone: 'مستخدم',
};
const texts: Record<Language, typeof en> = { en, ar };

/**
 * A team-chat message reaches the admins and instructors who did not write it. Both open
 * `/?tab=chat`: the console's Team Chat tab, and the instructor portal's.
 */
export function pushChatMessage(
  ctx: Pick<Context, 'jobs'>,
  db: Kysely<DB>,
  message: ChatMessage,
): Promise<void> {
  const sender = chatSenderName(message.sender);
  return queuePush(ctx, db, { roles: ['admin', 'instructor'], except: message.senderId }, (language) => ({
    title: texts[language].title(sender ?? texts[language].someone),
    body: chatNotificationBody(message.message),
    url: '/?tab=chat',
    tag: 'team-chat',
  }));
}
