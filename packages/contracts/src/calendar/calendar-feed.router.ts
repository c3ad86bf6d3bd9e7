import { okSchema } from '../auth/auth.schema.js';
import { roleProcedure, router } from '../trpc.js';
import { calendarFeedAddressSchema, calendarFeedStatusSchema } from './calendar-feed.schema.js';
import { calendarFeedStatus, createCalendarFeed, revokeCalendarFeed } from './calendar-feed.service.js';

const feedProcedure = roleProcedure('client', 'instructor');

/** The private calendar address of a client or an instructor (their classes, for calendar apps). */
export const calendarFeedRouter = router({
  status: feedProcedure
    .output(calendarFeedStatusSchema)
    .query(({ ctx }) => calendarFeedStatus(ctx, ctx.user)),
  create: feedProcedure
    .output(calendarFeedAddressSchema)
    .mutation(({ ctx }) => createCalendarFeed(ctx, ctx.user)),
  revoke: feedProcedure.output(okSchema).mutation(({ ctx }) => revokeCalendarFeed(ctx, ctx.user)),
});
