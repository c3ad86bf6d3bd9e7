import { adminProcedure, router } from '../trpc.js';
import { adminAnalyticsSchema } from './analytics.schema.js';
import { adminAnalytics } from './analytics.service.js';

/** The console's Analytics tab: every figure in one call, as of the context's clock. */
export const analyticsRouter = router({
  overview: adminProcedure.output(adminAnalyticsSchema).query(({ ctx }) => adminAnalytics(ctx.db, ctx.now())),
});
