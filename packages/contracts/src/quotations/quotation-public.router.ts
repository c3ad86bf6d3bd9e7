import { publicProcedure, router } from '../trpc.js';
import {
  acceptQuotationInputSchema,
  publicQuotationSchema,
  quotationTokenInputSchema,
  rejectQuotationInputSchema,
} from './quotation-public.schema.js';
import {
  acceptQuotation,
  publicQuotationPdf,
  rejectQuotation,
  viewQuotation,
} from './quotation-public.service.js';
import { pdfFileSchema } from './quotations.router.js';

/** A quotation through its client's link: no account, the unguessable token is the key; throttled. */
export const quotationLinkRouter = router({
  /** Opening the link marks a sent quotation viewed: that is what the page asks first. */
  view: publicProcedure
    .input(quotationTokenInputSchema)
    .output(publicQuotationSchema)
    .mutation(({ ctx, input }) => viewQuotation(ctx, input.token)),

  accept: publicProcedure
    .input(acceptQuotationInputSchema)
    .output(publicQuotationSchema)
    .mutation(({ ctx, input }) => acceptQuotation(ctx, input)),

  reject: publicProcedure
    .input(rejectQuotationInputSchema)
    .output(publicQuotationSchema)
    .mutation(({ ctx, input }) => rejectQuotation(ctx, input)),

  pdf: publicProcedure
    .meta({ file: true })
    .input(quotationTokenInputSchema)
    .output(pdfFileSchema)
    .query(async ({ ctx, input }) => {
      const { quotation, pdf } = await publicQuotationPdf(ctx, input.token);
      return { fileName: `${quotation.quotationNumber}.pdf`, pdf };
    }),
});
