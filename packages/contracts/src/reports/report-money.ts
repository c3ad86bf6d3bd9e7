import type { DB } from '@tc/db';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { CENTRE_TIME_ZONE } from '../centre-date.js';
import { centreMidnight } from '../centre-midnight.js';
import type { ReportMoney } from './reports.schema.js';

/**
 * The money of the reports, in SQL. A period is given as two SQL dates, its first day and the day
 * after its last; every sum stays NUMERIC in the database and leaves it as text with two decimals.
 */
type SqlDate = RawBuilder<unknown>;

/** A NUMERIC sum (null when nothing was summed) as "1936.00". */
export const amountText = (sum: RawBuilder<unknown>) =>
  sql<string>`(coalesce(${sum}, 0)::numeric(15, 2))::text`;

/** An invoice's issue date; an invoice made before issue dates were kept is of its Bahrain creation day. */
const invoiceIssuedOn = sql`coalesce(invoices.issue_date, (invoices.created_at at time zone ${CENTRE_TIME_ZONE})::date)`;

/** A timestamptz column within the period's Bahrain days, compared as instants (its index serves). */
export const instantWithin = (column: string, from: SqlDate, until: SqlDate) =>
  sql`${sql.ref(column)} >= ${centreMidnight(from)} and ${sql.ref(column)} < ${centreMidnight(until)}`;

const dateWithin = (column: RawBuilder<unknown>, from: SqlDate, until: SqlDate) =>
  sql`${column} >= ${from} and ${column} < ${until}`;

/**
 * What was owed on a Bahrain date: each invoice issued by then and not credited by then (its credit
 * note's date, or the Bahrain day it was credited), its total less the payments dated by then, never
 * below 0 each.
 */
function outstandingOn(day: SqlDate) {
  const creditedOn = sql`coalesce(credit_notes.issue_date, (invoices.credited_at at time zone ${CENTRE_TIME_ZONE})::date)`;
  return sql`(
    select sum(greatest(coalesce(invoices.amount, 0) - coalesce(paid.amount, 0), 0))
    from invoices
    left join credit_notes on credit_notes.invoice_id = invoices.id
    left join lateral (
      select sum(invoice_payments.amount) as amount
      from invoice_payments
      where invoice_payments.invoice_id = invoices.id and invoice_payments.paid_at <= ${day}
    ) paid on true
    where ${invoiceIssuedOn} <= ${day} and (${creditedOn} is null or ${creditedOn} > ${day})
  )`;
}

/** The sum of a column of the invoices issued in the period less that of the credit notes issued in it. */
function netOfCredits(column: 'amount' | 'vat_amount', from: SqlDate, until: SqlDate) {
  return sql`(
    (select coalesce(sum(${sql.ref(`invoices.${column}`)}), 0) from invoices
     where ${dateWithin(invoiceIssuedOn, from, until)})
    - (select coalesce(sum(${sql.ref(`credit_notes.${column}`)}), 0) from credit_notes
       where ${dateWithin(sql.ref('credit_notes.issue_date'), from, until)})
  )`;
}

/**
 * A period's money in one statement (reportMoneySchema says what each figure is). Outstanding is
 * taken on the period's last day, or on `today` (a Bahrain date) while the period runs.
 */
export async function periodMoney(
  db: Kysely<DB>,
  period: { from: SqlDate; until: SqlDate },
  today: string,
): Promise<ReportMoney> {
  const { from, until } = period;
  const asOf = sql`least(cast(${until} as date) - 1, cast(${today} as date))`;
  const { rows } = await sql<ReportMoney>`
    select
      ${amountText(sql`(select sum(quotations.amount) from quotations
        where ${instantWithin('quotations.created_at', from, until)} and quotations.status <> 'draft')`)} as quoted,
      ${amountText(sql`(select sum(quotations.amount) from quotations
        where ${instantWithin('quotations.accepted_at', from, until)} and quotations.status = 'accepted')`)} as accepted,
      ${amountText(netOfCredits('amount', from, until))} as invoiced,
      ${amountText(netOfCredits('vat_amount', from, until))} as vat,
      ${amountText(sql`(select sum(invoice_payments.amount) from invoice_payments
        where ${dateWithin(sql.ref('invoice_payments.paid_at'), from, until)})`)} as paid,
      ${amountText(outstandingOn(asOf))} as outstanding`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The money of a period answered no row');
  return row;
}

/**
 * The invoiced (less credit notes) and paid of each month of a year, for the yearly statement's
 * CTEs: `billed`, `credited` and `received`, one row per month that has any.
 */
export function monthlyMoneyCtes(from: SqlDate, until: SqlDate) {
  return sql`billed as (
      select extract(month from ${invoiceIssuedOn})::int as month, sum(invoices.amount) as amount
      from invoices
      where ${dateWithin(invoiceIssuedOn, from, until)}
      group by 1
    ), credited as (
      select extract(month from credit_notes.issue_date)::int as month, sum(credit_notes.amount) as amount
      from credit_notes
      where ${dateWithin(sql.ref('credit_notes.issue_date'), from, until)}
      group by 1
    ), received as (
      select extract(month from invoice_payments.paid_at)::int as month, sum(invoice_payments.amount) as amount
      from invoice_payments
      where ${dateWithin(sql.ref('invoice_payments.paid_at'), from, until)}
      group by 1
    )`;
}
