import { z } from 'zod';
import { publicProcedure, router } from '../trpc.js';
import { publicFormSummarySchema } from './forms.schema.js';
import { listPublicForms } from './forms.service.js';

export const formsRouter = router({
  listPublic: publicProcedure
    .output(z.array(publicFormSummarySchema))
    .query(({ ctx }) => listPublicForms(ctx.db)),
});
