import { adminProcedure, router } from '../trpc.js';
import { adminAnalyticsSchema } from './analytics.schema.js';
import { adminAnalytics } from './analytics.service.js';
import { cachedFigures } from './analytics-cache.js';

/** The console's Analytics tab: every figure in one call, as of the context's clock, cached a minute. */
export const analyticsRouter = router({
  overview: adminProcedure.output(adminAnalyticsSchema).query(({ ctx }) => {
    const now = ctx.now();
    return cachedFigures(ctx.live, now, () => adminAnalytics(ctx.db, now));
  }),
});
