import type { Language } from '../language.js';
import { centreMail } from '../mail/centre-layout.js';
import { mailDate } from '../mail/recipient-language.js';
import type { Mail } from '../mail.js';
import { formatBd } from '../quotations/money.js';
import { invoiceMailTexts } from './invoice-mail-texts.js';
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
  /** The client's language. */
  language: Language;
}

/**
 * To the client of an overdue invoice, in their language, its CC list copied: what is left to pay,
 * since when it was due, how to pay; the queue attaches the invoice as it sends. Data in, mail out.
 */
export function invoiceReminderMail({ invoice, today, paymentDetails, language }: InvoiceReminder): Mail {
  const days = daysOverdue(invoice.dueDate, today);
  const texts = invoiceMailTexts[language].reminder;
  const due = mailDate(invoice.dueDate, language);
  return centreMail({
    language,
    to: invoice.clientEmail ?? '',
    cc: invoice.ccEmails,
    subject: texts.subject(invoice.invoiceNumber),
    greeting: invoiceMailTexts[language].dear(invoice.clientName),
    blocks: [
      { kind: 'text', text: texts.text(invoice.invoiceNumber, due, formatBd(invoice.balance)) },
      {
        kind: 'details',
        rows: [
          [texts.labels.invoice, invoice.invoiceNumber],
          [texts.labels.total, formatBd(invoice.amount)],
          [texts.labels.paid, formatBd(invoice.paidAmount)],
          [texts.labels.balance, formatBd(invoice.balance)],
          [texts.labels.dueDate, due],
          [texts.labels.daysOverdue, String(days)],
        ],
      },
      ...(paymentDetails
        ? [
            { kind: 'text' as const, text: texts.howToPay },
            { kind: 'details' as const, rows: detailRows(paymentDetails) },
          ]
        : []),
      { kind: 'text', text: texts.attached },
    ],
  });
}
