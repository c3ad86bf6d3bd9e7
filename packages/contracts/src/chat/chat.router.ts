import { z } from 'zod';
import { router, staffProcedure } from '../trpc.js';
import {
  chatListInputSchema,
  chatMessageInputSchema,
  chatMessageSchema,
  chatUnreadSchema,
} from './chat.schema.js';
import { countUnread, listChatMessages, markChatRead, sendChatMessage } from './chat.service.js';

/** The team chat of admins and instructors; new messages also reach `/ws` live. */
export const chatRouter = router({
  /** The latest 100 messages (or the 100 before `before`), oldest first. */
  list: staffProcedure
    .input(chatListInputSchema)
    .output(z.array(chatMessageSchema))
    .query(({ ctx, input }) => listChatMessages(ctx.db, input?.before)),

  send: staffProcedure
    .input(chatMessageInputSchema)
    .output(chatMessageSchema)
    .mutation(({ ctx, input }) => sendChatMessage(ctx, ctx.user, input)),

  unread: staffProcedure.output(chatUnreadSchema).query(({ ctx }) => countUnread(ctx.db, ctx.user)),

  markRead: staffProcedure
    .output(z.object({ count: z.literal(0) }))
    .mutation(({ ctx }) => markChatRead(ctx, ctx.user)),
});
