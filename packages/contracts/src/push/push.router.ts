import { okSchema } from '../auth/auth.schema.js';
import { authedProcedure, publicProcedure, router } from '../trpc.js';
import { pushSubscribeInputSchema, pushUnsubscribeInputSchema, vapidPublicKeySchema } from './push.schema.js';
import { subscribe, unsubscribe } from './push-subscriptions.service.js';

/** Web push: the key browsers subscribe with, and each signed-in user's subscriptions. */
export const pushRouter = router({
  vapidPublicKey: publicProcedure
    .output(vapidPublicKeySchema)
    .query(async ({ ctx }) => ({ publicKey: await ctx.push.publicKey() })),

  subscribe: authedProcedure
    .input(pushSubscribeInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await subscribe(ctx, ctx.user, input);
      return { ok: true as const };
    }),

  unsubscribe: authedProcedure
    .input(pushUnsubscribeInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await unsubscribe(ctx, ctx.user, input.endpoint);
      return { ok: true as const };
    }),
});
