import { z } from 'zod';
import { pdfFileSchema } from '../quotations/quotations.router.js';
import { clientProcedure, router } from '../trpc.js';
import {
  clientDocumentIdInputSchema,
  clientInvoiceSchema,
  clientQuotationSchema,
} from './client-documents.schema.js';
import {
  clientCreditNotePdf,
  clientInvoicePdf,
  clientQuotationPdf,
  listClientInvoices,
  listClientQuotations,
} from './client-documents.service.js';

/**
 * The client portal's Quotations and invoices: the signed-in client's own (matched by the
 * account in each query), their PDFs for the download routes.
 */
export const clientDocumentsRouter = router({
  /** GET /api/client/quotations */
  quotations: clientProcedure
    .output(z.array(clientQuotationSchema))
    .query(({ ctx }) => listClientQuotations(ctx, ctx.user)),

  /** GET /api/client/invoices */
  invoices: clientProcedure
    .output(z.array(clientInvoiceSchema))
    .query(({ ctx }) => listClientInvoices(ctx, ctx.user)),

  quotationPdf: clientProcedure
    .meta({ file: true })
    .input(clientDocumentIdInputSchema)
    .output(pdfFileSchema)
    .query(({ ctx, input }) => clientQuotationPdf(ctx, ctx.user, input.id)),

  invoicePdf: clientProcedure
    .meta({ file: true })
    .input(clientDocumentIdInputSchema)
    .output(pdfFileSchema)
    .query(({ ctx, input }) => clientInvoicePdf(ctx, ctx.user, input.id)),

  creditNotePdf: clientProcedure
    .meta({ file: true })
    .input(clientDocumentIdInputSchema)
    .output(pdfFileSchema)
    .query(({ ctx, input }) => clientCreditNotePdf(ctx, ctx.user, input.id)),
});
