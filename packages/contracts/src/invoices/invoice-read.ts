import type { DB } from '@tc/db';
import type { Kysely, Selectable } from 'kysely';
import { displayName } from '../auth/user-row.js';
import { centreDate } from '../centre-date.js';
import { byId } from '../ids.js';
import { amountText } from '../quotations/quotation-read.js';
import { invoiceBalance, invoiceStatus, type PaymentMethod } from './invoice-status.js';
import type { CreditNote, Invoice, InvoicePayment } from './invoices.schema.js';

export const INVOICE_NOT_FOUND = 'Invoice not found';

/** Invoices with the number of the quotation each was made from. */
export function selectInvoices(db: Kysely<DB>) {
  return db
    .selectFrom('invoices')
    .leftJoin('quotations', 'quotations.id', 'invoices.quotationId')
    .selectAll('invoices')
    .select(['quotations.quotationNumber as quotationNumber', 'quotations.ccEmails as ccEmails']);
}

export type InvoiceRow = Selectable<DB['invoices']> & {
  quotationNumber: string | null;
  ccEmails: string | null;
};

interface InvoiceParts {
  payments: Map<string, InvoicePayment[]>;
  creditNotes: Map<string, CreditNote>;
}

/** The payments (oldest first) and credit notes of some invoices, by invoice id. */
export async function invoiceParts(db: Kysely<DB>, invoiceIds: string[]): Promise<InvoiceParts> {
  const parts: InvoiceParts = { payments: new Map(), creditNotes: new Map() };
  if (invoiceIds.length === 0) return parts;
  const [payments, creditNotes] = await Promise.all([
    db
      .selectFrom('invoicePayments as p')
      .leftJoin('users as recorder', 'recorder.id', 'p.recordedBy')
      .selectAll('p')
      .select([
        'recorder.email as recorderEmail',
        'recorder.firstName as recorderFirstName',
        'recorder.lastName as recorderLastName',
        'recorder.companyName as recorderCompanyName',
      ])
      .where('p.invoiceId', 'in', invoiceIds)
      .orderBy('p.paidAt')
      .orderBy('p.createdAt')
      .execute(),
    db.selectFrom('creditNotes').selectAll().where('invoiceId', 'in', invoiceIds).execute(),
  ]);
  for (const row of payments) {
    const list = parts.payments.get(row.invoiceId) ?? [];
    list.push({
      id: row.id,
      amount: amountText(row.amount),
      paidAt: row.paidAt,
      method: row.method as PaymentMethod,
      reference: row.reference,
      recordedByName: row.recorderEmail
        ? (displayName({
            firstName: row.recorderFirstName,
            lastName: row.recorderLastName,
            companyName: row.recorderCompanyName,
          }) ?? row.recorderEmail)
        : null,
      createdAt: row.createdAt.toISOString(),
    });
    parts.payments.set(row.invoiceId, list);
  }
  for (const row of creditNotes) {
    parts.creditNotes.set(row.invoiceId, {
      id: row.id,
      creditNoteNumber: row.creditNoteNumber,
      reason: row.reason,
      amount: amountText(row.amount),
      issueDate: row.issueDate,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return parts;
}

/** An invoice as the console and the portal read it, its status and balance as of `today`. */
export function toInvoice(row: InvoiceRow, parts: InvoiceParts, today: string): Invoice {
  const money = {
    amount: amountText(row.amount),
    paidAmount: amountText(row.paidAmount),
    dueDate: row.dueDate,
    credited: row.creditedAt !== null,
  };
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    quotationId: row.quotationId,
    quotationNumber: row.quotationNumber,
    clientId: row.clientId,
    companyName: row.companyName,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    ccEmails: (row.ccEmails ?? '').split(',').filter(Boolean),
    subtotal: amountText(row.subtotal),
    vatRate: Number(row.vatRate ?? 0),
    vatAmount: amountText(row.vatAmount),
    amount: money.amount,
    issueDate: row.issueDate ?? centreDate(row.createdAt),
    dueDate: row.dueDate,
    status: invoiceStatus(money, today),
    paidAmount: money.paidAmount,
    balance: invoiceBalance(money),
    payments: parts.payments.get(row.id) ?? [],
    creditNote: parts.creditNotes.get(row.id) ?? null,
    vatRegistrationNumber: row.vatRegistrationNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Rows of a list as invoices, with their payments and credit notes read in two queries. */
export async function toInvoices(db: Kysely<DB>, rows: InvoiceRow[], today: string): Promise<Invoice[]> {
  const parts = await invoiceParts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toInvoice(row, parts, today));
}

/** One invoice; 404 for an unknown or malformed id. */
export async function readInvoice(db: Kysely<DB>, id: string, today: string): Promise<Invoice> {
  const row = await byId(id, INVOICE_NOT_FOUND, (id) =>
    selectInvoices(db).where('invoices.id', '=', id).executeTakeFirst(),
  );
  return toInvoice(row, await invoiceParts(db, [row.id]), today);
}
