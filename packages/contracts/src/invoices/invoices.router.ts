import { okSchema } from '../auth/auth.schema.js';
import { listProcedures } from '../paging/list-procedures.js';
import { pdfFileSchema } from '../quotations/quotations.router.js';
import { adminProcedure, router } from '../trpc.js';
import { invoiceIdInputSchema, invoiceListInput, invoiceSchema } from './invoices.schema.js';
import { invoiceList, invoicePdf, sendInvoice } from './invoices.service.js';

/** Tax invoices (made from accepted quotations in the Quotations tab). */
export const invoicesRouter = router({
  /** `list`: every row matching the filter (the spec's plain array); `page`: the console's page. */
  ...listProcedures(invoiceListInput, invoiceSchema, invoiceList),

  pdf: adminProcedure
    .meta({ file: true })
    .input(invoiceIdInputSchema)
    .output(pdfFileSchema)
    .query(async ({ ctx, input }) => {
      const { invoice, pdf } = await invoicePdf(ctx, input.id);
      return { fileName: `${invoice.invoiceNumber}.pdf`, pdf };
    }),

  send: adminProcedure
    .input(invoiceIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => sendInvoice(ctx, ctx.user, input.id)),
});
