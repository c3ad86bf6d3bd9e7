import { z } from 'zod';
import { okSchema } from '../auth/auth.schema.js';
import { clientOrInstructorProcedure, publicProcedure, router } from '../trpc.js';
import {
  calendarFeedAddressSchema,
  calendarFeedStatusSchema,
  calendarFeedTokenInputSchema,
} from './calendar-feed.schema.js';
import {
  calendarFeed,
  calendarFeedStatus,
  createCalendarFeed,
  revokeCalendarFeed,
} from './calendar-feed.service.js';

/** The private calendar address of a client or an instructor (their classes, for calendar apps). */
export const calendarFeedRouter = router({
  status: clientOrInstructorProcedure
    .output(calendarFeedStatusSchema)
    .query(({ ctx }) => calendarFeedStatus(ctx, ctx.user)),
  create: clientOrInstructorProcedure
    .output(calendarFeedAddressSchema)
    .mutation(({ ctx }) => createCalendarFeed(ctx, ctx.user)),
  revoke: clientOrInstructorProcedure
    .output(okSchema)
    .mutation(({ ctx }) => revokeCalendarFeed(ctx, ctx.user)),
  /** The feed itself, as iCalendar text: calendar apps send no cookie, the unguessable token is the key. */
  feed: publicProcedure
    .input(calendarFeedTokenInputSchema)
    .output(z.string())
    .query(({ ctx, input }) => calendarFeed(ctx, input.token)),
});
