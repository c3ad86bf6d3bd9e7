import { okSchema } from '../auth/auth.schema.js';
import { listProcedures } from '../paging/list-procedures.js';
import { adminProcedure, publicProcedure, router } from '../trpc.js';
import {
  contactMessageIdInputSchema,
  contactMessageInputSchema,
  contactMessageListInput,
  contactMessageSchema,
  contactSummarySchema,
} from './contact.schema.js';
import {
  contactMessageList,
  contactSummary,
  deleteContactMessage,
  markContactMessageRead,
  sendContactMessage,
} from './contact.service.js';

/** The public contact form and the admin's Contact Messages tab. */
export const contactRouter = router({
  /** Throttled per client address. Answers the stored message. */
  send: publicProcedure
    .input(contactMessageInputSchema)
    .output(contactMessageSchema)
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input)),

  /** `list`: every row matching the filter (the spec's plain array); `page`: the console's page. */
  ...listProcedures(contactMessageListInput, contactMessageSchema, contactMessageList),

  summary: adminProcedure.output(contactSummarySchema).query(({ ctx }) => contactSummary(ctx.db)),

  markRead: adminProcedure
    .input(contactMessageIdInputSchema)
    .output(contactMessageSchema)
    .mutation(({ ctx, input }) => markContactMessageRead(ctx.db, input.id)),

  delete: adminProcedure
    .input(contactMessageIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deleteContactMessage(ctx, ctx.user, input.id)),
});
