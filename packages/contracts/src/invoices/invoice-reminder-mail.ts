import { centreMail } from '../mail/centre-layout.js';
import type { Mail } from '../mail.js';
import { formatBd } from '../quotations/money.js';
import { formatClassDate } from '../schedules/schedules.schema.js';
import { daysOverdue } from './invoice-status.js';
import type { Invoice } from './invoices.schema.js';

/** 'Bank: National Bank of Bahrain' lines as label and value rows (a line without a colon is a value). */
function detailRows(text: string): [string, string][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return colon > 0 ? [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] : ['', line];
    });
}

export interface InvoiceReminder {
  /** The invoice as of `today`: overdue, with its balance, due date and client. */
  invoice: Invoice;
  /** The Bahrain date the reminder is for. */
  today: string;
  /** How to pay, as Document Settings word it (null when they say nothing). */
  paymentDetails: string | null;
}

/**
 * To the client of an overdue invoice, its CC list copied: what is left to pay, since when it was
 * due, how to pay; the queue attaches the invoice as it sends. Data in, mail out.
 */
export function invoiceReminderMail({ invoice, today, paymentDetails }: InvoiceReminder): Mail {
  const days = daysOverdue(invoice.dueDate, today);
  return centreMail({
    to: invoice.clientEmail ?? '',
    cc: invoice.ccEmails,
    subject: `Payment reminder: invoice ${invoice.invoiceNumber} is overdue`,
    greeting: `Dear ${invoice.clientName},`,
    blocks: [
      {
        kind: 'text',
        text: `Our tax invoice ${invoice.invoiceNumber} was due on ${formatClassDate(invoice.dueDate)} and ${formatBd(invoice.balance)} of it is still unpaid. Please settle it at your earliest convenience; if you have already paid, thank you, and please send us the payment reference.`,
      },
      {
        kind: 'details',
        rows: [
          ['Invoice', invoice.invoiceNumber],
          ['Total (incl. VAT)', formatBd(invoice.amount)],
          ['Paid', formatBd(invoice.paidAmount)],
          ['Balance due', formatBd(invoice.balance)],
          ['Due date', formatClassDate(invoice.dueDate)],
          ['Days overdue', String(days)],
        ],
      },
      ...(paymentDetails
        ? [
            { kind: 'text' as const, text: 'How to pay:' },
            { kind: 'details' as const, rows: detailRows(paymentDetails) },
          ]
        : []),
      { kind: 'text', text: 'The invoice is attached.' },
    ],
  });
}
