import { centreMail } from '../mail/centre-layout.js';
import type { Mail } from '../mail.js';
import { formatBd } from '../quotations/money.js';
import type { Invoice } from './invoices.schema.js';

/**
 * To the client the quotation was for, copying the quotation's CC list: the tax invoice, its PDF
 * attached. The preview builds it without the PDF: the same mail, not yet printed.
 */
export function invoiceMail(invoice: Invoice, to: string, pdf?: Buffer): Mail {
  return centreMail({
    to,
    cc: invoice.ccEmails,
    subject: `Tax invoice ${invoice.invoiceNumber}`,
    greeting: `Dear ${invoice.clientName},`,
    blocks: [
      { kind: 'text', text: 'Please find attached our tax invoice. Thank you for training with us.' },
      {
        kind: 'details',
        rows: [
          ['Invoice', invoice.invoiceNumber],
          ['Quotation', invoice.quotationNumber ?? ''],
          ['Total (incl. VAT 10%)', formatBd(invoice.amount)],
        ],
      },
    ],
    attachments: pdf && [
      { filename: `${invoice.invoiceNumber}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  });
}
