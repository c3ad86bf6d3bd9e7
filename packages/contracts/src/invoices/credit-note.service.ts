import type { z } from 'zod';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { nextDocumentNumber } from '../documents/document-numbers.js';
import { AppError } from '../errors.js';
import { formatBd } from '../quotations/money.js';
import { creditNotePdf } from './credit-note-pdf.js';
import { lockInvoice } from './invoice-payments.service.js';
import { readInvoice } from './invoice-read.js';
import type { creditNoteInputSchema, Invoice } from './invoices.schema.js';
import { getInvoice } from './invoices.service.js';

export const PAID_CANNOT_BE_CREDITED = 'A paid invoice cannot be credited';
export const alreadyCreditedMessage = (creditNoteNumber: string) =>
  `This invoice already has a credit note (${creditNoteNumber})`;

/**
 * The credit note that cancels a whole invoice, once: its own number (CN-YYYY-NNNN), today's date,
 * the invoice's amounts and VAT number as printed. A paid invoice is not credited (409). The
 * invoice's row is locked first, so two requests at once make one credit note and one 409.
 */
export async function createCreditNote(
  ctx: Context,
  actor: SessionUser,
  input: z.output<typeof creditNoteInputSchema>,
): Promise<Invoice> {
  const today = centreDate(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockInvoice(trx, input.id);
    const invoice = await readInvoice(trx, row.id, today);
    if (invoice.creditNote) {
      throw new AppError('CONFLICT', alreadyCreditedMessage(invoice.creditNote.creditNoteNumber));
    }
    if (invoice.status === 'paid') throw new AppError('CONFLICT', PAID_CANNOT_BE_CREDITED);
    const creditNoteNumber = await nextDocumentNumber(trx, 'credit_note', Number(today.slice(0, 4)));
    const note = await trx
      .insertInto('creditNotes')
      .values({
        invoiceId: invoice.id,
        creditNoteNumber,
        reason: input.reason,
        subtotal: invoice.subtotal,
        vatRate: invoice.vatRate,
        vatAmount: invoice.vatAmount,
        amount: invoice.amount,
        issueDate: today,
        vatRegistrationNumber: invoice.vatRegistrationNumber,
        createdBy: actor.id,
        createdAt: ctx.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('invoices').set({ creditedAt: ctx.now() }).where('id', '=', invoice.id).execute();
    const credited = await readInvoice(trx, invoice.id, today);
    await writeAudit(trx, {
      entityType: 'credit_note',
      entityId: note.id,
      action: 'created',
      actor,
      previous: invoice,
      next: credited,
      description: `Credit note ${creditNoteNumber} cancels tax invoice ${invoice.invoiceNumber}: ${input.reason}`,
      title: creditNoteNumber,
      details: `${invoice.invoiceNumber} · ${formatBd(invoice.amount)}`,
      at: ctx.now(),
    });
  });
  return getInvoice(ctx, input.id);
}

/** The credit note's PDF, named by its number; 404 for an invoice that has none. */
export async function creditNoteDownload(ctx: Context, id: string) {
  return creditNotePdf(ctx, await getInvoice(ctx, id));
}
