import type { Language } from '../language.js';
import { centreMail } from '../mail/centre-layout.js';
import type { Mail } from '../mail.js';
import { formatBd } from '../quotations/money.js';
import { invoiceMailTexts } from './invoice-mail-texts.js';
import type { Invoice } from './invoices.schema.js';

/**
 * To the client the quotation was for, copying the quotation's CC list, in the client's language:
 * the tax invoice (bilingual itself), its PDF attached. The preview builds it without the PDF: the
 * same mail, not yet printed.
 */
export function invoiceMail(invoice: Invoice, to: string, language: Language, pdf?: Buffer): Mail {
  const texts = invoiceMailTexts[language];
  const { labels } = texts.invoice;
  return centreMail({
    language,
    to,
    cc: invoice.ccEmails,
    subject: texts.invoice.subject(invoice.invoiceNumber),
    greeting: texts.dear(invoice.clientName),
    blocks: [
      { kind: 'text', text: texts.invoice.text },
      {
        kind: 'details',
        rows: [
          [labels.invoice, invoice.invoiceNumber],
          [labels.quotation, invoice.quotationNumber ?? ''],
          [labels.total, formatBd(invoice.amount)],
        ],
      },
    ],
    attachments: pdf && [
      { filename: `${invoice.invoiceNumber}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  });
}
