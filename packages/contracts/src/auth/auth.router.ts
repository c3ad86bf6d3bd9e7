import { publicProcedure, router } from '../trpc.js';
import { sessionUserSchema } from './auth.schema.js';

export const authRouter = router({
  /** The signed-in user, or null for a visitor. */
  me: publicProcedure.output(sessionUserSchema.nullable()).query(({ ctx }) => ctx.user),
});
