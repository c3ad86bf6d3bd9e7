import { type Expression, type RawBuilder, sql } from 'kysely';
import type { InvoiceStatus } from './invoice-status.js';

/**
 * invoiceStatus as SQL over the `invoices` row (aliased `invoices`), for the list's filter and the
 * figures: the same order of rules, on the same Bahrain date, given as a parameter.
 */
export function invoiceStatusSql(today: string): RawBuilder<InvoiceStatus> {
  return sql<InvoiceStatus>`case
    when invoices.credited_at is not null then 'credited'
    when invoices.paid_amount >= coalesce(invoices.amount, 0) then 'paid'
    when invoices.due_date < ${today}::date then 'overdue'
    when invoices.paid_amount > 0 then 'partially_paid'
    else 'unpaid' end`;
}

/** What is left to pay on the `invoices` row, as invoiceBalance: never below nothing, nothing once credited. */
export const invoiceBalanceSql: Expression<string> = sql<string>`case
  when invoices.credited_at is not null then 0::numeric
  else greatest(coalesce(invoices.amount, 0) - invoices.paid_amount, 0) end`;
