import { okSchema } from '../auth/auth.schema.js';
import { mailPreviewSchema } from '../mail/mail-preview.js';
import { listProcedures } from '../paging/list-procedures.js';
import { pdfFileSchema } from '../quotations/quotations.router.js';
import { adminProcedure, router } from '../trpc.js';
import { invoiceIdInputSchema, invoiceListInput, invoiceSchema } from './invoices.schema.js';
import { invoiceList, invoiceMailPreview, invoicePdf, sendInvoice } from './invoices.service.js';

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

  /** What 'Email to client' would mail (to, CC, Reply-To, subject, first lines), before it goes. */
  mailPreview: adminProcedure
    .input(invoiceIdInputSchema)
    .output(mailPreviewSchema)
    .query(({ ctx, input }) => invoiceMailPreview(ctx, input.id)),
});
