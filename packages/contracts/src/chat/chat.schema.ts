import { z } from 'zod';
import { personName } from '../users/person-rules.js';

/** The longest chat message, in characters after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** The latest this many messages are listed; older ones page in with `before`. */
export const CHAT_PAGE_SIZE = 100;
export const CHAT_MESSAGE_TYPES = ['text', 'system'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export const CHAT_EMPTY_MESSAGE = 'Message cannot be empty';
export const CHAT_TOO_LONG_MESSAGE = 'Message too long';

/** What the Team Chat sends (POST /api/admin/chat/messages): 1 to 1000 characters after trimming. */
export const chatMessageInputSchema = z.object({
  message: z
    .string({ error: CHAT_EMPTY_MESSAGE })
    .trim()
    .min(1, CHAT_EMPTY_MESSAGE)
    .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_TOO_LONG_MESSAGE),
  messageType: z.enum(CHAT_MESSAGE_TYPES, { error: 'Message type must be text or system' }).optional(),
});
export type ChatMessageInput = z.input<typeof chatMessageInputSchema>;

/** The page of messages before the message `before` (its id), or the latest page. */
export const chatListInputSchema = z
  .object({ before: z.string({ error: 'before must be the id of a message' }).optional() })
  .optional();

/**
 * Who sent a message. The message outlives its sender's account: then every field is null, and
 * the chat shows 'User'.
 */
export const chatSenderSchema = z.object({
  id: z.uuid().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
});

/** A chat message as the list, the send and the `/ws` frames answer it. */
export const chatMessageSchema = z.object({
  id: z.uuid(),
  senderId: z.uuid().nullable(),
  sender: chatSenderSchema,
  message: z.string(),
  messageType: z.enum(CHAT_MESSAGE_TYPES),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Messages from others after the user's last-read point. */
export const chatUnreadSchema = z.object({ count: z.number().int().min(0) });
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

/**
 * What the server sends over `/ws`: every new message (the receiver's own included), and, to a
 * user's sockets, that they marked the chat read on one of their devices.
 */
export type ChatSocketFrame =
  | { type: 'new_message'; data: ChatMessage }
  | { type: 'chat_read'; data: { count: 0 } };

/** Close code of a socket whose session ended (sign-out, password change, deactivation). */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/** A notification of a chat message (browser or push) shows this many characters of it. */
export const CHAT_NOTIFICATION_BODY_LENGTH = 50;

/**
 * A notification's body: the message's first 50 characters, whole characters (an emoji is not
 * cut in half). The browser's notification and the server's push write it the same way.
 */
export function chatNotificationBody(message: string): string {
  return Array.from(message).slice(0, CHAT_NOTIFICATION_BODY_LENGTH).join('');
}

/**
 * The name a message (and its notice) is shown under: the person's name, else the company, else
 * the e-mail, else null (the screens say 'User'). Staff share the centre's company name.
 */
export function chatSenderName(sender: Parameters<typeof personName>[0]): string | null {
  return personName(sender);
}
