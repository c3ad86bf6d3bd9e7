import type { SessionUser } from '../auth/auth.schema.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { byId } from '../ids.js';
import { creditNotePdf } from '../invoices/credit-note-pdf.js';
import { INVOICE_NOT_FOUND, selectInvoices, toInvoices } from '../invoices/invoice-read.js';
import type { Invoice } from '../invoices/invoices.schema.js';
import { getInvoice, invoicePdf } from '../invoices/invoices.service.js';
import { arabicCourseNames } from '../quotations/course-names.js';
import { clientLines, quotationPdf } from '../quotations/quotation-documents.js';
import {
  linesOf,
  QUOTATION_NOT_FOUND,
  readQuotation,
  selectQuotations,
  toQuotation,
} from '../quotations/quotation-read.js';
import type { Quotation } from '../quotations/quotations.schema.js';
import type { ClientInvoice, ClientQuotation, ClientQuotationStatus } from './client-documents.schema.js';

type Pdf = { fileName: string; pdf: Buffer };

/**
 * Where a (sent) quotation stands for its client: viewed is still sent to them, and a sent one past
 * its valid-until date (a Bahrain date) is expired from that day, as on its link's page.
 */
function clientStatus({ status, validUntil }: Quotation, today: string): ClientQuotationStatus {
  if (status === 'sent' || status === 'viewed' || status === 'draft') {
    return validUntil < today ? 'expired' : 'sent';
  }
  return status;
}

function toClientQuotation(
  quotation: Quotation,
  today: string,
  names: ReadonlyMap<string, string>,
): ClientQuotation {
  const status = clientStatus(quotation, today);
  return {
    id: quotation.id,
    quotationNumber: quotation.quotationNumber,
    status,
    companyName: quotation.companyName,
    lines: clientLines(quotation.lines, names),
    subtotal: quotation.subtotal,
    vatRate: quotation.vatRate,
    vatAmount: quotation.vatAmount,
    amount: quotation.amount,
    validUntil: quotation.validUntil,
    issueDate: centreDate(new Date(quotation.createdAt)),
    createdAt: quotation.createdAt,
    sentAt: quotation.sentAt,
    acceptedAt: quotation.acceptedAt,
    publicUrl: quotation.publicUrl,
    canAccept: status === 'sent',
    invoiceNumber: quotation.invoice?.invoiceNumber ?? null,
  };
}

function toClientInvoice(invoice: Invoice): ClientInvoice {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    quotationNumber: invoice.quotationNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    status: invoice.status,
    subtotal: invoice.subtotal,
    vatAmount: invoice.vatAmount,
    amount: invoice.amount,
    paidAmount: invoice.paidAmount,
    balance: invoice.balance,
    payments: invoice.payments.map(({ paidAt, method, reference, amount }) => ({
      paidAt,
      method,
      reference,
      amount,
    })),
    creditNote: invoice.creditNote && {
      creditNoteNumber: invoice.creditNote.creditNoteNumber,
      issueDate: invoice.creditNote.issueDate,
      amount: invoice.creditNote.amount,
    },
  };
}

/** The signed-in client's quotations, newest first; a draft was never sent, so it is not theirs yet. */
export async function listClientQuotations(ctx: Context, client: SessionUser): Promise<ClientQuotation[]> {
  const rows = await selectQuotations(ctx.db)
    .where('quotations.clientId', '=', client.id)
    .where('quotations.status', '!=', 'draft')
    .orderBy('quotations.createdAt', 'desc')
    .orderBy('quotations.id', 'desc')
    .execute();
  const lines = await linesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  const today = centreDate(ctx.now());
  const names = await arabicCourseNames(ctx.db, [...lines.values()].flat(), ctx.language);
  return rows.map((row) =>
    toClientQuotation(toQuotation(row, lines.get(row.id) ?? [], ctx.appUrl), today, names),
  );
}

/** The signed-in client's tax invoices, newest first, each as of today in Bahrain. */
export async function listClientInvoices(ctx: Context, client: SessionUser): Promise<ClientInvoice[]> {
  const rows = await selectInvoices(ctx.db)
    .where('invoices.clientId', '=', client.id)
    .orderBy('invoices.issueDate', 'desc')
    .orderBy('invoices.createdAt', 'desc')
    .orderBy('invoices.id', 'desc')
    .execute();
  const invoices = await toInvoices(ctx.db, rows, centreDate(ctx.now()));
  return invoices.map(toClientInvoice);
}

/** The id of one of the client's own sent quotations: another's, a draft, an unknown id are one 404. */
async function ownQuotationId(ctx: Context, client: SessionUser, id: string): Promise<string> {
  const row = await byId(id, QUOTATION_NOT_FOUND, (id) =>
    ctx.db
      .selectFrom('quotations')
      .select('id')
      .where('id', '=', id)
      .where('clientId', '=', client.id)
      .where('status', '!=', 'draft')
      .executeTakeFirst(),
  );
  return row.id;
}

/** The id of one of the client's own invoices: another's or an unknown id are one 404. */
async function ownInvoiceId(ctx: Context, client: SessionUser, id: string): Promise<string> {
  const row = await byId(id, INVOICE_NOT_FOUND, (id) =>
    ctx.db
      .selectFrom('invoices')
      .select('id')
      .where('id', '=', id)
      .where('clientId', '=', client.id)
      .executeTakeFirst(),
  );
  return row.id;
}

/** The PDF of one of the client's quotations, as the centre's download prints it. */
export async function clientQuotationPdf(ctx: Context, client: SessionUser, id: string): Promise<Pdf> {
  const quotation = await readQuotation(ctx.db, await ownQuotationId(ctx, client, id), ctx.appUrl);
  return { fileName: `${quotation.quotationNumber}.pdf`, pdf: await quotationPdf(ctx, quotation) };
}

/** The PDF of one of the client's tax invoices, as of today. */
export async function clientInvoicePdf(ctx: Context, client: SessionUser, id: string): Promise<Pdf> {
  const { invoice, pdf } = await invoicePdf(ctx, await ownInvoiceId(ctx, client, id));
  return { fileName: `${invoice.invoiceNumber}.pdf`, pdf };
}

/** The credit note of one of the client's invoices; 404 while the invoice has none. */
export async function clientCreditNotePdf(ctx: Context, client: SessionUser, id: string): Promise<Pdf> {
  return creditNotePdf(ctx, await getInvoice(ctx, await ownInvoiceId(ctx, client, id)));
}
