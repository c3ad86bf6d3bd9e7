import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';

// Invoices, payments and credit notes written straight into their tables, for the reports' and
// Analytics' tests: the figures read the rows, whichever service wrote them. A payment keeps the
// invoice's paid_amount equal to its payments, as the payments' transactions do.

let serial = 0;

export interface TestInvoice {
  id: string;
  amount: string;
}

export async function insertInvoice(
  db: Kysely<DB>,
  values: {
    amount: string;
    vatAmount: string;
    /** null: an invoice made before issue dates were kept, of its creation's Bahrain day. */
    issueDate: string | null;
    dueDate?: string;
    createdAt?: Date;
  },
): Promise<TestInvoice> {
  serial += 1;
  const row = await db
    .insertInto('invoices')
    .values({
      invoiceNumber: `INV-T-${serial}-${Math.random().toString(36).slice(2, 8)}`,
      clientName: 'Gulf Cranes W.L.L.',
      amount: values.amount,
      vatAmount: values.vatAmount,
      vatRate: '10.00',
      issueDate: values.issueDate,
      dueDate: values.dueDate ?? '2099-12-31',
      createdAt: values.createdAt ?? new Date(`${values.issueDate ?? '2026-01-01'}T06:00:00Z`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, amount: values.amount };
}

/** A payment dated paidAt (a Bahrain date), recorded at `createdAt`. */
export async function insertPayment(
  db: Kysely<DB>,
  invoice: TestInvoice,
  amount: string,
  paidAt: string,
  createdAt?: Date,
): Promise<void> {
  await db
    .insertInto('invoicePayments')
    .values({ invoiceId: invoice.id, amount, paidAt, method: 'bank_transfer', createdAt })
    .execute();
  await db
    .updateTable('invoices')
    .set((eb) => ({ paidAmount: eb('paidAmount', '+', amount) }))
    .where('id', '=', invoice.id)
    .execute();
}

/** The whole invoice credited on issueDate (a Bahrain date, the invoice credited that morning). */
export async function insertCreditNote(
  db: Kysely<DB>,
  invoice: TestInvoice,
  values: { vatAmount: string; issueDate: string },
): Promise<void> {
  serial += 1;
  await db
    .insertInto('creditNotes')
    .values({
      invoiceId: invoice.id,
      creditNoteNumber: `CN-T-${serial}-${Math.random().toString(36).slice(2, 8)}`,
      reason: 'Course cancelled',
      subtotal: invoice.amount,
      vatRate: '10.00',
      vatAmount: values.vatAmount,
      amount: invoice.amount,
      issueDate: values.issueDate,
    })
    .execute();
  await db
    .updateTable('invoices')
    .set({ creditedAt: new Date(`${values.issueDate}T06:00:00Z`) })
    .where('id', '=', invoice.id)
    .execute();
}
