import type { InvoiceDocument, InvoicePaymentStatus } from './documents.js';
import { bd, day, escapeHtml, paymentMethodLabel } from './format.js';
import {
  centreVatFact,
  clientBlock,
  columns,
  linesTable,
  masthead,
  page,
  termsSection,
  textSection,
  totalsBlock,
} from './layout.js';

/** The mark beside the title: loud once something happened to the money, nothing for a plain unpaid one. */
const statusMarks: Record<InvoicePaymentStatus, string | null> = {
  unpaid: null,
  partially_paid: 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
  credited: 'Credited',
};

/**
 * A tax invoice in the centre's corporate look, as a complete self-contained HTML document: its
 * money as it stands on the day the PDF is made (status, payments received, balance due).
 */
export function invoiceHtml(document: InvoiceDocument): string {
  const facts: Array<[string, string]> = [
    ['Invoice number', escapeHtml(document.invoiceNumber)],
    ['Issue date', day(document.issueDate)],
    ['Due date', day(document.dueDate)],
    ['Quotation', escapeHtml(document.quotationNumber)],
    ...centreVatFact(document.centre),
  ];
  const mark = statusMarks[document.status];
  const stamp = mark ? `<div class="status-mark ${document.status}">${escapeHtml(mark)}</div>` : '';
  const body = [
    masthead('corporate', document.centre, 'Tax Invoice', facts, stamp),
    `<div class="parties">${clientBlock('Bill to', document.client)}</div>`,
    linesTable(document.lines),
    totalsBlock(document.totals, {
      aside: paymentsTable(document),
      after: [
        ['Amount paid', document.paidAmount],
        ['Balance due', document.balance],
      ],
    }),
    '<div class="after">',
    standing(document),
    columns(
      [textSection('Payment details', document.centre.paymentDetails)],
      [termsSection(document.centre)],
    ),
    '</div>',
  ].join('\n');
  return page(`Tax Invoice ${document.invoiceNumber}`, 'corporate', body);
}

/** The payments received so far, oldest first, beside the totals; nothing before the first. */
function paymentsTable(document: InvoiceDocument): string {
  if (document.payments.length === 0) return '';
  const rows = document.payments
    .map(
      (payment) => `<tr><td>${day(payment.paidAt)}</td><td>${paymentMethodLabel(payment.method)}</td>
<td class="ref">${escapeHtml(payment.reference ?? '')}</td><td class="num">${bd(payment.amount)}</td></tr>`,
    )
    .join('');
  return `<section class="payments"><div class="label">Payments received</div><table>
<thead><tr><th>Date</th><th>Method</th><th>Reference</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody></table></section>`;
}

/** One sentence on where the invoice stands: what to pay by when, or why nothing is left to pay. */
function standing(document: InvoiceDocument): string {
  const follows = `Amounts are in Bahraini dinars (BD). This invoice follows quotation ${escapeHtml(document.quotationNumber)}.`;
  const due = day(document.dueDate);
  const sentence: Record<InvoicePaymentStatus, string> = {
    unpaid: `Please pay ${bd(document.balance)} by ${due}, quoting invoice ${escapeHtml(document.invoiceNumber)}.`,
    partially_paid: `Thank you for your payment. Please pay the balance of ${bd(document.balance)} by ${due}.`,
    overdue: `<strong>This invoice was due on ${due}.</strong> Please pay the balance of ${bd(document.balance)} now.`,
    paid: 'Paid in full. Thank you.',
    credited: `<strong>Cancelled by credit note ${escapeHtml(document.creditNoteNumber ?? '')}.</strong> Nothing is due on this invoice.`,
  };
  return `<p class="validity wide standing ${document.status}">${sentence[document.status]} ${follows}</p>`;
}
