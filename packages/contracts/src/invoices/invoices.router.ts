import { z } from 'zod';
import { okSchema } from '../auth/auth.schema.js';
import { pdfFileSchema } from '../quotations/quotations.router.js';
import { adminProcedure, router } from '../trpc.js';
import { invoiceIdInputSchema, invoiceSchema } from './invoices.schema.js';
import { invoicePdf, listInvoices, sendInvoice } from './invoices.service.js';

/** Tax invoices (made from accepted quotations in the Quotations tab). */
export const invoicesRouter = router({
  list: adminProcedure.output(z.array(invoiceSchema)).query(({ ctx }) => listInvoices(ctx)),

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
    .mutation(({ ctx, input }) => sendInvoice(ctx, input.id)),
});
