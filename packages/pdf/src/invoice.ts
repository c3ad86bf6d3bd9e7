import type { InvoiceDocument } from './documents.js';
import { day, escapeHtml } from './format.js';
import { clientBlock, linesTable, masthead, page, textSection, totalsBlock } from './layout.js';

/** A tax invoice in the centre's corporate look, as a complete self-contained HTML document. */
export function invoiceHtml(document: InvoiceDocument): string {
  const facts: Array<[string, string]> = [
    ['Invoice number', escapeHtml(document.invoiceNumber)],
    ['Issue date', day(document.issueDate)],
    ['Quotation', escapeHtml(document.quotationNumber)],
  ];
  if (document.centre.vatRegistrationNumber) {
    facts.push(['VAT registration no.', escapeHtml(document.centre.vatRegistrationNumber)]);
  }
  const body = [
    masthead('corporate', document.centre, 'Tax Invoice', facts),
    `<div class="parties">${clientBlock('Bill to', document.client)}</div>`,
    linesTable(document.lines),
    totalsBlock(document.totals),
    '<div class="after">',
    `<p class="validity wide">Amounts are in Bahraini dinars (BD). This invoice follows quotation
${escapeHtml(document.quotationNumber)}.</p>`,
    textSection('Payment details', document.centre.paymentDetails),
    '</div>',
  ].join('\n');
  return page(`Tax Invoice ${document.invoiceNumber}`, 'corporate', body);
}
