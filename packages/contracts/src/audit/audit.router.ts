import { adminProcedure, router } from '../trpc.js';
import { auditTrailPageInputSchema, auditTrailPageSchema } from './audit-trail.schema.js';
import { auditTrailList } from './audit-trail.service.js';

/** The console's Audit Trail: who changed what, the classes' history and the sign-ins, for admins. */
export const auditRouter = router({
  page: adminProcedure
    .input(auditTrailPageInputSchema)
    .output(auditTrailPageSchema)
    .query(({ ctx, input }) => auditTrailList.page(ctx, input)),
});
