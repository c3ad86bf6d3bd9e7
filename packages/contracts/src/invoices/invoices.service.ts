import type { DB } from '@tc/db';
import { type DocumentPayment, invoiceHtml } from '@tc/pdf';
import type { Kysely } from 'kysely';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { nextDocumentNumber } from '../documents/document-numbers.js';
import { centreDetails, getDocumentSettings } from '../documents/document-settings.service.js';
import { renderPdf } from '../documents/render-pdf.js';
import { AppError } from '../errors.js';
import { byId } from '../ids.js';
import { queueMail } from '../jobs/deliveries.js';
import { type MailPreview, mailPreview } from '../mail/mail-preview.js';
import { containsText, nullsLast, pagedList } from '../paging/paged-list.js';
import { arabicCourseNames } from '../quotations/course-names.js';
import { clientLanguage } from '../quotations/quotation-client-details.js';
import { bilingualLines, documentClient, documentTotals } from '../quotations/quotation-documents.js';
import { QUOTATION_NOT_FOUND, readQuotation } from '../quotations/quotation-read.js';
import { addDays } from '../schedules/schedules.schema.js';
import { queueWebhookEvent } from '../webhooks/webhook-events.js';
import { invoiceMail } from './invoice-mail.js';
import { INVOICE_NOT_FOUND, readInvoice, selectInvoices, toInvoices } from './invoice-read.js';
import { invoiceBalanceSql, invoiceStatusSql } from './invoice-status-sql.js';
import { type Invoice, type InvoiceFilter, invoiceRecordSchema } from './invoices.schema.js';

/** The tax invoices, newest first; the status filter is as of today in Bahrain. */
export const invoiceList = pagedList({
  rows: (ctx, filter: InvoiceFilter) => {
    let query = selectInvoices(ctx.db);
    if (filter.status) query = query.where(invoiceStatusSql(centreDate(ctx.now())), '=', filter.status);
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
    dueDate: 'invoices.dueDate',
    balance: invoiceBalanceSql,
  },
  id: 'invoices.id',
  items: (rows, ctx) => toInvoices(ctx.db, rows, centreDate(ctx.now())),
});

/** The audit row of an invoice made or mailed; the trail keeps the invoice as it reads. */
export function auditInvoice(
  db: Kysely<DB>,
  actor: SessionUser,
  at: Date,
  action: 'created' | 'updated' | 'sent',
  invoice: Invoice,
  description: string,
  previous: Invoice | null = null,
) {
  return writeAudit(db, {
    entityType: 'invoice',
    entityId: invoice.id,
    action,
    actor,
    previous,
    next: invoice,
    description,
    title: invoice.invoiceNumber,
    details: `${invoice.companyName ?? invoice.clientName} · BD ${invoice.amount}`,
    at,
  });
}

/** One invoice as of today in Bahrain. */
export function getInvoice(ctx: Pick<Context, 'db' | 'now'>, id: string): Promise<Invoice> {
  return readInvoice(ctx.db, id, centreDate(ctx.now()));
}

/**
 * The tax invoice of an accepted quotation, once: the next invoice number of the year, today's
 * date, due after the payment terms of Document Settings, the quotation's amounts and the centre's
 * VAT registration number as printed now. 409 for a quotation not accepted or already invoiced.
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
    const { paymentTermsDays } = await getDocumentSettings(trx);
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
        dueDate: addDays(today, paymentTermsDays),
        vatRegistrationNumber: centre.vatRegistrationNumber,
        publishedBy: actor.id,
        createdAt: ctx.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invoice = await readInvoice(trx, row.id, today);
    const line = `Tax invoice ${invoice.invoiceNumber} made from quotation ${quotation.quotationNumber}`;
    await auditInvoice(trx, actor, ctx.now(), 'created', invoice, line);
    await queueWebhookEvent(ctx, trx, 'invoice.created', invoice);
    return row.id;
  });
  return getInvoice(ctx, id);
}

const documentPayments = (invoice: Invoice): DocumentPayment[] =>
  invoice.payments.map(({ paidAt, method, reference, amount }) => ({ paidAt, method, reference, amount }));

/**
 * The invoice's PDF as of today: 'Tax Invoice', its number, issue and due dates, the quotation's
 * client, lines and totals, what was paid and what is left.
 */
export async function invoicePdf(
  ctx: Pick<Context, 'db' | 'now' | 'appUrl' | 'pdf'>,
  id: string,
): Promise<{ invoice: Invoice; pdf: Buffer }> {
  const invoice = await getInvoice(ctx, id);
  if (!invoice.quotationId) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  const quotation = await readQuotation(ctx.db, invoice.quotationId, ctx.appUrl);
  const centre = { ...(await centreDetails(ctx.db)), vatRegistrationNumber: invoice.vatRegistrationNumber };
  const html = invoiceHtml({
    centre,
    invoiceNumber: invoice.invoiceNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    quotationNumber: quotation.quotationNumber,
    client: documentClient(quotation),
    lines: bilingualLines(quotation, await arabicCourseNames(ctx.db, quotation.lines, 'ar')),
    totals: documentTotals(quotation),
    status: invoice.status,
    payments: documentPayments(invoice),
    paidAmount: invoice.paidAmount,
    balance: invoice.balance,
    creditNoteNumber: invoice.creditNote?.creditNoteNumber ?? null,
  });
  return { invoice, pdf: await renderPdf(ctx, html, centre, 'both') };
}

/** Who 'Email to client' mails: the client the quotation was for (409 when there is no address). */
function clientAddress(invoice: Invoice): string {
  if (!invoice.clientEmail) throw new AppError('CONFLICT', 'This invoice has no client email address.');
  return invoice.clientEmail;
}

/** What 'Email to client' would mail, shown before it goes: the same mail, without printing its PDF. */
export async function invoiceMailPreview(ctx: Context, id: string): Promise<MailPreview> {
  const invoice = await getInvoice(ctx, id);
  const language = await clientLanguage(ctx.db, invoice.clientId);
  return mailPreview(ctx.db, invoiceMail(invoice, clientAddress(invoice), language));
}

/**
 * Queues the mail of the invoice's PDF to the client the quotation was for, copying the
 * quotation's CC list; the trail records it in the same transaction.
 */
export async function sendInvoice(ctx: Context, actor: SessionUser, id: string): Promise<{ ok: true }> {
  const invoice = await getInvoice(ctx, id);
  const mail = invoiceMail(invoice, clientAddress(invoice), await clientLanguage(ctx.db, invoice.clientId));
  const line = `Tax invoice ${invoice.invoiceNumber} mailed to ${[mail.to, ...(mail.cc ?? [])].join(', ')}`;
  await ctx.db.transaction().execute(async (trx) => {
    await queueMail(ctx, trx, mail, [{ document: 'invoice', id: invoice.id }]);
    await auditInvoice(trx, actor, ctx.now(), 'sent', invoice, line);
  });
  return { ok: true };
}
