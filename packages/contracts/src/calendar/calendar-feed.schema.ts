import { z } from 'zod';

/** Whether the user has a private calendar address, and since when (the address itself is shown once). */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** A new private address: `${APP_URL}/api/calendar/<token>.ics`. Any earlier one stops working. */
export const calendarFeedAddressSchema = z.object({ url: z.string() });

/** The last part of a private address: the token, with or without its `.ics`. */
export const calendarFeedTokenInputSchema = z.object({ token: z.string() });
