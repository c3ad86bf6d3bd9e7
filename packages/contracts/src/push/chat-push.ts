import { type ChatMessage, chatNotificationBody, chatSenderName } from '../chat/chat.schema.js';
import type { Context } from '../context.js';

/**
 * A team-chat message reaches the admins and instructors who did not write it. Both open
 * `/?tab=chat`: the console's Team Chat tab, and the instructor portal's.
 */
export function pushChatMessage(ctx: Pick<Context, 'push'>, message: ChatMessage): void {
  const sender = chatSenderName(message.sender) ?? 'User';
  ctx.push.send(
    { roles: ['admin', 'instructor'], except: message.senderId },
    {
      title: `New message from ${sender}`,
      body: chatNotificationBody(message.message),
      url: '/?tab=chat',
      tag: 'team-chat',
    },
  );
}
