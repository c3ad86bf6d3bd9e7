import { publicProcedure, router } from '../trpc.js';
import { quotationRequestAnswerSchema, quotationRequestInputSchema } from './quotation-requests.schema.js';
import { requestQuotation } from './quotation-requests.service.js';

/** A visitor's request for a quotation: a draft for the admins, an acknowledgement for the visitor. */
export const quotationRequestsRouter = router({
  create: publicProcedure
    .input(quotationRequestInputSchema)
    .output(quotationRequestAnswerSchema)
    .mutation(({ ctx, input }) => requestQuotation(ctx, input)),
});
