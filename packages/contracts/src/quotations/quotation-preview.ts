import { quotationHtml } from '@tc/pdf';
import type { z } from 'zod';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { centreDetails } from '../documents/document-settings.service.js';
import { renderPdf } from '../documents/render-pdf.js';
import { arabicCourseNames } from './course-names.js';
import { clientDetailsFor, clientLanguage } from './quotation-client-details.js';
import { documentLines } from './quotation-documents.js';
import { pricedLines, requestedLines } from './quotation-lines.js';
import type { createQuotationInputSchema } from './quotations.schema.js';
import { validUntilOf } from './quotations-admin.service.js';

/**
 * The PDF of a quotation the builder has not saved, in the theme and language chosen (the language
 * as the create would default it): what the client would get, with DRAFT for a number. Nothing is
 * stored.
 */
export async function previewQuotationPdf(
  ctx: Context,
  input: z.output<typeof createQuotationInputSchema>,
): Promise<Buffer> {
  const priced = await pricedLines(ctx.db, requestedLines(input));
  const today = centreDate(ctx.now());
  const centre = await centreDetails(ctx.db);
  const language = input.language ?? (await clientLanguage(ctx.db, input.clientId));
  const html = quotationHtml({
    theme: input.pdfTheme ?? 'corporate',
    language,
    centre,
    quotationNumber: 'DRAFT',
    issueDate: today,
    validUntil: validUntilOf(input.validUntil, today),
    client: {
      companyName: input.companyName,
      contactName: input.clientName,
      contactPerson: input.contactPerson ?? null,
      email: input.contactEmail,
      phone: input.contactPhone ?? null,
      ...(await clientDetailsFor(ctx.db, input)),
    },
    lines: documentLines(priced, await arabicCourseNames(ctx.db, priced.lines, language)),
    totals: {
      subtotal: priced.totals.subtotal,
      vatRate: priced.totals.vatRate,
      vatAmount: priced.totals.vatAmount,
      total: priced.totals.total,
    },
    notes: input.notes ?? null,
    acceptance: null,
    acceptanceUrl: null,
  });
  return renderPdf(ctx, html, centre, language);
}
