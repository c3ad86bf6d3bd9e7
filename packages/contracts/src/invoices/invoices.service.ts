import type { DB } from '@tc/db';
import { invoiceHtml } from '@tc/pdf';
import type { Kysely, Selectable } from 'kysely';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { nextDocumentNumber } from '../documents/document-numbers.js';
import { centreDetails } from '../documents/document-settings.service.js';
import { renderPdf } from '../documents/render-pdf.js';
import { AppError } from '../errors.js';
import { byId } from '../ids.js';
import { containsText, nullsLast, pagedList } from '../paging/paged-list.js';
import { documentClient, documentLines, documentTotals } from '../quotations/quotation-documents.js';
import { amountText, QUOTATION_NOT_FOUND, readQuotation } from '../quotations/quotation-read.js';
import { sendOrExplain } from '../quotations/quotation-send.service.js';
import { invoiceMail } from './invoice-mail.js';
import { type Invoice, type InvoiceFilter, invoiceRecordSchema } from './invoices.schema.js';

const INVOICE_NOT_FOUND = 'Invoice not found';

function selectInvoices(db: Kysely<DB>) {
  return db
    .selectFrom('invoices')
    .leftJoin('quotations', 'quotations.id', 'invoices.quotationId')
    .selectAll('invoices')
    .select('quotations.quotationNumber as quotationNumber');
}

function toInvoice(row: Selectable<DB['invoices']> & { quotationNumber: string | null }): Invoice {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    quotationId: row.quotationId,
    quotationNumber: row.quotationNumber,
    companyName: row.companyName,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    subtotal: amountText(row.subtotal),
    vatRate: Number(row.vatRate ?? 0),
    vatAmount: amountText(row.vatAmount),
    amount: amountText(row.amount),
    issueDate: row.issueDate ?? centreDate(row.createdAt),
    vatRegistrationNumber: row.vatRegistrationNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The tax invoices, newest first. */
export const invoiceList = pagedList({
  rows: (ctx, filter: InvoiceFilter) => {
    const query = selectInvoices(ctx.db);
    if (!filter.search) return query;
    const columns = [
      'invoices.invoiceNumber',
      'quotations.quotationNumber',
      'invoices.companyName',
      'invoices.clientName',
      'invoices.clientEmail',
    ];
    return query.where(containsText(columns, filter.search));
  },
  sorts: {
    createdAt: 'invoices.createdAt',
    invoiceNumber: 'invoices.invoiceNumber',
    companyName: [nullsLast('invoices.companyName'), 'invoices.clientName'],
    quotationNumber: nullsLast('quotations.quotationNumber'),
    amount: 'invoices.amount',
    issueDate: [nullsLast('invoices.issueDate'), 'invoices.createdAt'],
  },
  id: 'invoices.id',
  items: (rows) => rows.map(toInvoice),
});

/** The audit row of an invoice made or mailed; the trail keeps the invoice as it reads. */
function auditInvoice(
  db: Kysely<DB>,
  actor: SessionUser,
  at: Date,
  action: 'created' | 'sent',
  invoice: Invoice,
  description: string,
) {
  return writeAudit(db, {
    entityType: 'invoice',
    entityId: invoice.id,
    action,
    actor,
    previous: null,
    next: invoice,
    description,
    title: invoice.invoiceNumber,
    details: `${invoice.companyName ?? invoice.clientName} · BD ${invoice.amount}`,
    at,
  });
}

async function readInvoice(db: Kysely<DB>, id: string): Promise<Invoice> {
  return toInvoice(
    await byId(id, INVOICE_NOT_FOUND, (id) =>
      selectInvoices(db).where('invoices.id', '=', id).executeTakeFirst(),
    ),
  );
}

/**
 * The tax invoice of an accepted quotation, once: the next invoice number of the year, today's
 * date, the quotation's amounts and the centre's VAT registration number as printed now. 409 for
 * a quotation that is not accepted or already invoiced.
 */
export async function createInvoice(ctx: Context, actor: SessionUser, quotationId: string): Promise<Invoice> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    await byId(quotationId, QUOTATION_NOT_FOUND, (id) =>
      trx.selectFrom('quotations').select('id').where('id', '=', id).forUpdate().executeTakeFirst(),
    );
    const quotation = await readQuotation(trx, quotationId, ctx.appUrl);
    if (quotation.invoice) {
      throw new AppError(
        'CONFLICT',
        `This quotation already has a tax invoice (${quotation.invoice.invoiceNumber}).`,
      );
    }
    if (quotation.status !== 'accepted') {
      throw new AppError('CONFLICT', 'Only an accepted quotation can be invoiced.');
    }
    const today = centreDate(ctx.now());
    const record = invoiceRecordSchema.parse({
      clientName: quotation.clientName,
      invoiceNumber: await nextDocumentNumber(trx, 'invoice', Number(today.slice(0, 4))),
    });
    const centre = await centreDetails(trx);
    const row = await trx
      .insertInto('invoices')
      .values({
        ...record,
        quotationId: quotation.id,
        clientId: quotation.clientId,
        companyName: quotation.companyName,
        clientEmail: quotation.contactEmail,
        subtotal: quotation.subtotal,
        vatRate: quotation.vatRate,
        vatAmount: quotation.vatAmount,
        amount: quotation.amount,
        description: `Tax invoice for quotation ${quotation.quotationNumber}`,
        issueDate: today,
        vatRegistrationNumber: centre.vatRegistrationNumber,
        publishedBy: actor.id,
        createdAt: ctx.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invoice = await readInvoice(trx, row.id);
    const line = `Tax invoice ${invoice.invoiceNumber} made from quotation ${quotation.quotationNumber}`;
    await auditInvoice(trx, actor, ctx.now(), 'created', invoice, line);
    return row.id;
  });
  return readInvoice(ctx.db, id);
}

/** The invoice's PDF: 'Tax Invoice', its number and date, the quotation's lines and totals. */
export async function invoicePdf(ctx: Context, id: string): Promise<{ invoice: Invoice; pdf: Buffer }> {
  const invoice = await readInvoice(ctx.db, id);
  if (!invoice.quotationId) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  const quotation = await readQuotation(ctx.db, invoice.quotationId, ctx.appUrl);
  const centre = { ...(await centreDetails(ctx.db)), vatRegistrationNumber: invoice.vatRegistrationNumber };
  const html = invoiceHtml({
    centre,
    invoiceNumber: invoice.invoiceNumber,
    issueDate: invoice.issueDate,
    quotationNumber: quotation.quotationNumber,
    client: documentClient(quotation),
    lines: documentLines(quotation),
    totals: documentTotals(quotation),
  });
  return { invoice, pdf: await renderPdf(ctx, html, centre) };
}

/** Mails the invoice's PDF to the client the quotation was for; the trail records the mail once sent. */
export async function sendInvoice(ctx: Context, actor: SessionUser, id: string): Promise<{ ok: true }> {
  const { invoice, pdf } = await invoicePdf(ctx, id);
  if (!invoice.clientEmail) throw new AppError('CONFLICT', 'This invoice has no client email address.');
  await sendOrExplain(ctx, invoiceMail(invoice, invoice.clientEmail, pdf));
  const line = `Tax invoice ${invoice.invoiceNumber} mailed to ${invoice.clientEmail}`;
  await auditInvoice(ctx.db, actor, ctx.now(), 'sent', invoice, line);
  return { ok: true };
}
