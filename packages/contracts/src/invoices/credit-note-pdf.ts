import { creditNoteHtml } from '@tc/pdf';
import type { Context } from '../context.js';
import { centreDetails } from '../documents/document-settings.service.js';
import { renderPdf } from '../documents/render-pdf.js';
import { AppError } from '../errors.js';
import { arabicCourseNames } from '../quotations/course-names.js';
import { bilingualLines, documentClient } from '../quotations/quotation-documents.js';
import { amountText, readQuotation } from '../quotations/quotation-read.js';
import type { Invoice } from './invoices.schema.js';

export const NO_CREDIT_NOTE = 'This invoice has no credit note';

/**
 * The credit note's PDF ('Tax Credit Note'): the invoice's client and lines, the amounts it
 * cancels, the reason. 404 for an invoice that has none.
 */
export async function creditNotePdf(
  ctx: Pick<Context, 'db' | 'pdf' | 'appUrl'>,
  invoice: Invoice,
): Promise<{ fileName: string; pdf: Buffer }> {
  const creditNote = invoice.creditNote;
  if (!creditNote || !invoice.quotationId) throw new AppError('NOT_FOUND', NO_CREDIT_NOTE);
  const row = await ctx.db
    .selectFrom('creditNotes')
    .select(['subtotal', 'vatRate', 'vatAmount', 'amount', 'vatRegistrationNumber'])
    .where('id', '=', creditNote.id)
    .executeTakeFirstOrThrow();
  const quotation = await readQuotation(ctx.db, invoice.quotationId, ctx.appUrl);
  const centre = { ...(await centreDetails(ctx.db)), vatRegistrationNumber: row.vatRegistrationNumber };
  const html = creditNoteHtml({
    centre,
    creditNoteNumber: creditNote.creditNoteNumber,
    issueDate: creditNote.issueDate,
    invoiceNumber: invoice.invoiceNumber,
    invoiceIssueDate: invoice.issueDate,
    reason: creditNote.reason,
    client: documentClient(quotation),
    lines: bilingualLines(quotation, await arabicCourseNames(ctx.db, quotation.lines, 'ar')),
    totals: {
      subtotal: amountText(row.subtotal),
      vatRate: Number(row.vatRate),
      vatAmount: amountText(row.vatAmount),
      total: amountText(row.amount),
    },
  });
  return {
    fileName: `${creditNote.creditNoteNumber}.pdf`,
    pdf: await renderPdf(ctx, html, centre, 'both'),
  };
}
