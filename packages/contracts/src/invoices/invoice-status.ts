import { amountToFils, filsToAmount } from '../quotations/money.js';

/**
 * Where an invoice's money stands. Browser-safe: the console and the portal import it, the server
 * decides with it (and with its SQL twin in invoice-status-sql.ts, which a test holds equal).
 * - credited: a credit note cancels the whole invoice, whatever was paid or is due;
 * - paid: nothing is left to pay;
 * - overdue: something is left and the due date has passed (a Bahrain date: due on the 30th, overdue
 *   from the 31st);
 * - partially_paid: something paid, something left, not yet overdue;
 * - unpaid: nothing paid, not yet overdue.
 */
export const invoiceStatuses = ['unpaid', 'partially_paid', 'paid', 'overdue', 'credited'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const paymentMethods = ['bank_transfer', 'cash', 'card', 'cheque'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The days an invoice is due after its issue date when Document Settings say nothing else. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const MAX_PAYMENT_TERMS_DAYS = 365;
/** An overdue invoice's client is reminded on its first overdue day, then every this many days. */
export const OVERDUE_REMINDER_EVERY_DAYS = 14;

export interface InvoiceMoney {
  /** The total, "1936.00". */
  amount: string;
  paidAmount: string;
  /** YYYY-MM-DD */
  dueDate: string;
  credited: boolean;
}

/** What is left to pay: the total less the payments, never below nothing; nothing once credited. */
export function invoiceBalance(invoice: Omit<InvoiceMoney, 'dueDate'>): string {
  if (invoice.credited) return '0.00';
  const left = (amountToFils(invoice.amount) ?? 0) - (amountToFils(invoice.paidAmount) ?? 0);
  return filsToAmount(Math.max(0, left));
}

/** The invoice's status on a Bahrain date (today's, as centreDate gives it). */
export function invoiceStatus(invoice: InvoiceMoney, today: string): InvoiceStatus {
  if (invoice.credited) return 'credited';
  const left = (amountToFils(invoice.amount) ?? 0) - (amountToFils(invoice.paidAmount) ?? 0);
  if (left <= 0) return 'paid';
  if (today > invoice.dueDate) return 'overdue';
  return (amountToFils(invoice.paidAmount) ?? 0) > 0 ? 'partially_paid' : 'unpaid';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The whole calendar days from the due date (YYYY-MM-DD) to today: 1 on the first overdue day. */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);
}

/**
 * What an invoice in this state still takes, for the console's menu (the services refuse the rest
 * with their messages): payments while something is left, a credit note unless it is paid or
 * credited already, another due date unless it is credited.
 */
export function invoiceChanges(invoice: { status: InvoiceStatus }) {
  const open = invoice.status !== 'credited';
  return {
    recordPayment: open && invoice.status !== 'paid',
    creditNote: open && invoice.status !== 'paid',
    changeDueDate: open,
  };
}
