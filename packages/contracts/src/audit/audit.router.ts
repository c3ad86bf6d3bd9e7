import { adminProcedure, router } from '../trpc.js';
import { auditTrailFilterSchema, auditTrailPageSchema } from './audit-trail.schema.js';
import { listAuditTrail } from './audit-trail.service.js';

/** The console's Audit Trail: who changed what, the classes' history and the sign-ins, for admins. */
export const auditRouter = router({
  list: adminProcedure
    .input(auditTrailFilterSchema)
    .output(auditTrailPageSchema)
    .query(({ ctx, input }) => listAuditTrail(ctx, input)),
});
