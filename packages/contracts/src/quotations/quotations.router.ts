import { z } from 'zod';
import { okSchema } from '../auth/auth.schema.js';
import {
  documentSettingsSchema,
  updateDocumentSettingsInputSchema,
} from '../documents/document-settings.schema.js';
import { getDocumentSettings, updateDocumentSettings } from '../documents/document-settings.service.js';
import { AppError } from '../errors.js';
import { invoiceSchema } from '../invoices/invoices.schema.js';
import { createInvoice } from '../invoices/invoices.service.js';
import { mailPreviewSchema } from '../mail/mail-preview.js';
import { listProcedures } from '../paging/list-procedures.js';
import { adminProcedure, router } from '../trpc.js';
import { quotationPdf } from './quotation-documents.js';
import { previewQuotationPdf } from './quotation-preview.js';
import { readQuotation } from './quotation-read.js';
import {
  MAIL_FAILED_MESSAGE,
  quotationSendPreview,
  sendQuotation,
  sendTestEmail,
} from './quotation-send.service.js';
import {
  createQuotationInputSchema,
  quotationIdInputSchema,
  quotationListInput,
  quotationSchema,
  testEmailInputSchema,
  updateQuotationInputSchema,
} from './quotations.schema.js';
import {
  createQuotation,
  deleteQuotation,
  quotationList,
  updateQuotation,
} from './quotations-admin.service.js';

/** A document the REST route sends as a file (never answered through /trpc). */
export const pdfFileSchema = z.object({ fileName: z.string(), pdf: z.instanceof(Buffer) });

/** The console's Quotations tab: build, price, send, follow and invoice quotations. */
export const quotationsRouter = router({
  /** `list`: every row matching the filter (the spec's plain array); `page`: the console's page. */
  ...listProcedures(quotationListInput, quotationSchema, quotationList),

  get: adminProcedure
    .input(quotationIdInputSchema)
    .output(quotationSchema)
    .query(({ ctx, input }) => readQuotation(ctx.db, input.id, ctx.appUrl)),

  /** A draft; with sendEmail, mailed at once (a mail that fails leaves the draft, and says so). */
  create: adminProcedure
    .input(createQuotationInputSchema)
    .output(quotationSchema)
    .mutation(async ({ ctx, input }) => {
      const created = await createQuotation(ctx, ctx.user, input);
      if (!input.sendEmail) return created;
      return sendQuotation(ctx, ctx.user, created.id).catch((error: unknown) => {
        if (error instanceof AppError && error.message === MAIL_FAILED_MESSAGE) {
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            `Quotation ${created.quotationNumber} was saved as a draft, but the email could not be sent. Please try Send again.`,
          );
        }
        throw error;
      });
    }),

  update: adminProcedure
    .input(updateQuotationInputSchema)
    .output(quotationSchema)
    .mutation(({ ctx, input }) => updateQuotation(ctx, ctx.user, input)),

  delete: adminProcedure
    .input(quotationIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deleteQuotation(ctx, ctx.user, input.id)),

  /** What Send would mail (to, CC, Reply-To, subject, first lines), shown before it goes. */
  sendPreview: adminProcedure
    .input(quotationIdInputSchema)
    .output(mailPreviewSchema)
    .query(({ ctx, input }) => quotationSendPreview(ctx, input.id)),

  send: adminProcedure
    .input(quotationIdInputSchema)
    .output(quotationSchema)
    .mutation(({ ctx, input }) => sendQuotation(ctx, ctx.user, input.id)),

  /** The PDF, for the download route. */
  pdf: adminProcedure
    .meta({ file: true })
    .input(quotationIdInputSchema)
    .output(pdfFileSchema)
    .query(async ({ ctx, input }) => {
      const quotation = await readQuotation(ctx.db, input.id, ctx.appUrl);
      return { fileName: `${quotation.quotationNumber}.pdf`, pdf: await quotationPdf(ctx, quotation) };
    }),

  /** The builder's Preview: the PDF of what is typed, not saved. */
  preview: adminProcedure
    .meta({ file: true })
    .input(createQuotationInputSchema)
    .output(pdfFileSchema)
    .mutation(async ({ ctx, input }) => ({
      fileName: 'Quotation-preview.pdf',
      pdf: await previewQuotationPdf(ctx, input),
    })),

  /** The tax invoice of an accepted quotation (once). */
  createInvoice: adminProcedure
    .input(quotationIdInputSchema)
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => createInvoice(ctx, ctx.user, input.id)),

  testEmail: adminProcedure
    .input(testEmailInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => sendTestEmail(ctx, input.email)),

  /** What the documents print beside the address: payment details and the VAT registration number. */
  documentSettings: adminProcedure
    .output(documentSettingsSchema)
    .query(({ ctx }) => getDocumentSettings(ctx.db)),

  updateDocumentSettings: adminProcedure
    .input(updateDocumentSettingsInputSchema)
    .output(documentSettingsSchema)
    .mutation(({ ctx, input }) => updateDocumentSettings(ctx, ctx.user, input)),
});
