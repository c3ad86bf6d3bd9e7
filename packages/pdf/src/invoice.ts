import type { InvoiceDocument } from './documents.js';
import { bd, day, escapeHtml, ltr, numericDay } from './format.js';
import { paragraphs, invoiceWords as words } from './invoice-words.js';
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
import { bilingualCss, bilingualLayoutWords as layout, paymentMethods } from './words.js';

/**
 * A tax invoice in the centre's corporate look, as a complete self-contained HTML document: its
 * money as it stands on the day the PDF is made (status, payments received, balance due). Every
 * label is in English and Arabic; the page runs left to right, each Arabic line right to left.
 */
export function invoiceHtml(document: InvoiceDocument): string {
  const facts: Array<[string, string]> = [
    [words.invoiceNumber, ltr(document.invoiceNumber)],
    [words.issueDate, numericDay(document.issueDate)],
    [words.dueDate, numericDay(document.dueDate)],
    [words.quotation, ltr(document.quotationNumber)],
    ...centreVatFact(document.centre, layout),
  ];
  // The mark beside the title: loud once something happened to the money, nothing for a plain unpaid one.
  const mark = words.statusMarks[document.status];
  const stamp = mark ? `<div class="status-mark ${document.status}">${mark}</div>` : '';
  const body = [
    masthead('corporate', document.centre, words.taxInvoice, facts, stamp),
    `<div class="parties">${clientBlock(words.billTo, document.client, layout)}</div>`,
    linesTable(document.lines, layout),
    totalsBlock(document.totals, layout, {
      aside: paymentsTable(document),
      after: [
        [words.amountPaid, document.paidAmount],
        [words.balanceDue, document.balance],
      ],
    }),
    '<div class="after">',
    standing(document),
    columns(
      [textSection(words.paymentDetails, document.centre.paymentDetails)],
      [termsSection(document.centre, layout)],
    ),
    '</div>',
  ].join('\n');
  return page(`Tax Invoice ${document.invoiceNumber}`, 'corporate', body, { css: bilingualCss });
}

/** The payments received so far, oldest first, beside the totals; nothing before the first. */
function paymentsTable(document: InvoiceDocument): string {
  if (document.payments.length === 0) return '';
  const rows = document.payments
    .map(
      (
        payment,
      ) => `<tr><td>${numericDay(payment.paidAt)}</td><td>${paymentMethods[payment.method] ?? escapeHtml(payment.method)}</td>
<td class="ref" dir="auto">${escapeHtml(payment.reference ?? '')}</td><td class="num">${bd(payment.amount)}</td></tr>`,
    )
    .join('');
  return `<section class="payments"><div class="label">${words.paymentsReceived}</div><table>
<thead><tr><th>${words.date}</th><th>${words.method}</th><th>${words.reference}</th><th class="num">${words.amount}</th></tr></thead>
<tbody>${rows}</tbody></table></section>`;
}

/** One sentence on where the invoice stands: what to pay by when, or why nothing is left to pay. */
function standing(document: InvoiceDocument): string {
  const [followsEnglish, followsArabic] = words.follows(ltr(document.quotationNumber));
  const [english, arabic] = words.standing(
    bd(document.balance),
    day(document.dueDate),
    day(document.dueDate, 'ar'),
    ltr(document.invoiceNumber),
    ltr(document.creditNoteNumber ?? ''),
  )[document.status];
  return `<p class="validity wide standing ${document.status}">${paragraphs(
    `${english} ${followsEnglish}`,
    `${arabic} ${followsArabic}`,
  )}</p>`;
}
