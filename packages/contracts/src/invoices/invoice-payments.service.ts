import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { byId } from '../ids.js';
import { amountToFils, filsToAmount, formatBd } from '../quotations/money.js';
import { INVOICE_NOT_FOUND, readInvoice } from './invoice-read.js';
import type { PaymentMethod } from './invoice-status.js';
import {
  DUE_BEFORE_ISSUE_MESSAGE,
  type deletePaymentInputSchema,
  type Invoice,
  PAYMENT_IN_FUTURE_MESSAGE,
  paymentOverBalanceMessage,
  type recordPaymentInputSchema,
  type updateInvoiceInputSchema,
} from './invoices.schema.js';
import { auditInvoice, getInvoice } from './invoices.service.js';

export const CREDITED_TAKES_NO_PAYMENTS = 'A credited invoice takes no payments';
export const CREDITED_KEEPS_ITS_DUE_DATE = 'A credited invoice cannot be changed';
export const PAYMENT_NOT_FOUND = 'Payment not found';

/** 'bank transfer', as a person reads the method. */
export const methodLabel = (method: PaymentMethod) => method.replace('_', ' ');

/**
 * The invoice's row, locked until the transaction ends: payments, deletions, credit notes and due
 * date changes of one invoice take their turns, so the paid amount and the balance stay exact.
 */
export function lockInvoice(trx: Kysely<DB>, id: string) {
  return byId(id, INVOICE_NOT_FOUND, (id) =>
    trx
      .selectFrom('invoices')
      .select(['id', 'amount', 'paidAmount', 'creditedAt', 'issueDate', 'createdAt'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),
  );
}

/**
 * A payment received: never more than the balance, never dated after today in Bahrain, never on a
 * credited invoice. The paid amount grows in the same transaction. Answers the invoice.
 */
export async function recordPayment(
  ctx: Context,
  actor: SessionUser,
  input: z.output<typeof recordPaymentInputSchema>,
): Promise<Invoice> {
  const today = centreDate(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockInvoice(trx, input.id);
    if (row.creditedAt) throw new AppError('CONFLICT', CREDITED_TAKES_NO_PAYMENTS);
    if (input.paidAt > today) throw new AppError('BAD_REQUEST', PAYMENT_IN_FUTURE_MESSAGE);
    const balance = Math.max(0, (amountToFils(row.amount ?? '0') ?? 0) - (amountToFils(row.paidAmount) ?? 0));
    if (input.amount > balance) {
      throw new AppError('BAD_REQUEST', paymentOverBalanceMessage(filsToAmount(balance)));
    }
    const amount = filsToAmount(input.amount);
    const payment = await trx
      .insertInto('invoicePayments')
      .values({
        invoiceId: row.id,
        amount,
        paidAt: input.paidAt,
        method: input.method,
        reference: input.reference ?? null,
        recordedBy: actor.id,
        createdAt: ctx.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('invoices')
      .set({ paidAmount: sql`paid_amount + ${amount}::numeric` })
      .where('id', '=', row.id)
      .execute();
    const invoice = await readInvoice(trx, row.id, today);
    await writeAudit(trx, {
      entityType: 'payment',
      entityId: payment.id,
      action: 'created',
      actor,
      previous: null,
      next: invoice.payments.find((each) => each.id === payment.id) ?? null,
      description: `Payment of ${formatBd(amount)} recorded on tax invoice ${invoice.invoiceNumber}`,
      title: invoice.invoiceNumber,
      details: `${formatBd(amount)} by ${methodLabel(input.method)}`,
      at: ctx.now(),
    });
  });
  return getInvoice(ctx, input.id);
}

/** A payment recorded by mistake, taken off its invoice (404 unless it is that invoice's). */
export async function deletePayment(
  ctx: Context,
  actor: SessionUser,
  input: z.output<typeof deletePaymentInputSchema>,
): Promise<Invoice> {
  const today = centreDate(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockInvoice(trx, input.id);
    const before = await readInvoice(trx, row.id, today);
    const payment = before.payments.find((each) => each.id === input.paymentId);
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
    await trx
      .deleteFrom('invoicePayments')
      .where('id', '=', payment.id)
      .where('invoiceId', '=', row.id)
      .execute();
    await trx
      .updateTable('invoices')
      .set({ paidAmount: sql`paid_amount - ${payment.amount}::numeric` })
      .where('id', '=', row.id)
      .execute();
    await writeAudit(trx, {
      entityType: 'payment',
      entityId: payment.id,
      action: 'deleted',
      actor,
      previous: payment,
      next: null,
      description: `Payment of ${formatBd(payment.amount)} deleted from tax invoice ${before.invoiceNumber}`,
      title: before.invoiceNumber,
      details: `${formatBd(payment.amount)} by ${methodLabel(payment.method)}`,
      at: ctx.now(),
    });
  });
  return getInvoice(ctx, input.id);
}

/** Another due date, when the client was given other terms: never before the issue date. */
export async function updateInvoice(
  ctx: Context,
  actor: SessionUser,
  input: z.output<typeof updateInvoiceInputSchema>,
): Promise<Invoice> {
  const today = centreDate(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockInvoice(trx, input.id);
    if (row.creditedAt) throw new AppError('CONFLICT', CREDITED_KEEPS_ITS_DUE_DATE);
    const before = await readInvoice(trx, row.id, today);
    if (input.dueDate < before.issueDate) throw new AppError('BAD_REQUEST', DUE_BEFORE_ISSUE_MESSAGE);
    await trx.updateTable('invoices').set({ dueDate: input.dueDate }).where('id', '=', row.id).execute();
    const after = await readInvoice(trx, row.id, today);
    const line = `Tax invoice ${after.invoiceNumber} now due on ${after.dueDate} (was ${before.dueDate})`;
    await auditInvoice(trx, actor, ctx.now(), 'updated', after, line, before);
  });
  return getInvoice(ctx, input.id);
}
