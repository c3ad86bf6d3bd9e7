import { okSchema } from '../auth/auth.schema.js';
import { mailPreviewSchema } from '../mail/mail-preview.js';
import { listProcedures } from '../paging/list-procedures.js';
import { pdfFileSchema } from '../quotations/quotations.router.js';
import { adminProcedure, router } from '../trpc.js';
import { createCreditNote, creditNoteDownload } from './credit-note.service.js';
import { deletePayment, recordPayment, updateInvoice } from './invoice-payments.service.js';
import {
  creditNoteInputSchema,
  deletePaymentInputSchema,
  invoiceIdInputSchema,
  invoiceListInput,
  invoiceSchema,
  recordPaymentInputSchema,
  updateInvoiceInputSchema,
} from './invoices.schema.js';
import { getInvoice, invoiceList, invoiceMailPreview, invoicePdf, sendInvoice } from './invoices.service.js';

/** Tax invoices (made from accepted quotations in the Quotations tab), their payments and credit notes. */
export const invoicesRouter = router({
  /** `list`: every row matching the filter (the spec's plain array); `page`: the console's page. */
  ...listProcedures(invoiceListInput, invoiceSchema, invoiceList),

  get: adminProcedure
    .input(invoiceIdInputSchema)
    .output(invoiceSchema)
    .query(({ ctx, input }) => getInvoice(ctx, input.id)),

  update: adminProcedure
    .input(updateInvoiceInputSchema)
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => updateInvoice(ctx, ctx.user, input)),

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

  recordPayment: adminProcedure
    .input(recordPaymentInputSchema)
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => recordPayment(ctx, ctx.user, input)),

  deletePayment: adminProcedure
    .input(deletePaymentInputSchema)
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => deletePayment(ctx, ctx.user, input)),

  createCreditNote: adminProcedure
    .input(creditNoteInputSchema)
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => createCreditNote(ctx, ctx.user, input)),

  creditNotePdf: adminProcedure
    .meta({ file: true })
    .input(invoiceIdInputSchema)
    .output(pdfFileSchema)
    .query(({ ctx, input }) => creditNoteDownload(ctx, input.id)),
});
