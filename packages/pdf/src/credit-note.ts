import type { CreditNoteDocument } from './documents.js';
import { day, escapeHtml } from './format.js';
import {
  centreVatFact,
  clientBlock,
  linesTable,
  masthead,
  page,
  termsSection,
  textSection,
  totalsBlock,
} from './layout.js';

/**
 * A tax credit note: it cancels the whole invoice it names, in the invoice's corporate look, with
 * the same lines and amounts and the reason it was issued.
 */
export function creditNoteHtml(document: CreditNoteDocument): string {
  const facts: Array<[string, string]> = [
    ['Credit note number', escapeHtml(document.creditNoteNumber)],
    ['Issue date', day(document.issueDate)],
    ['Tax invoice', escapeHtml(document.invoiceNumber)],
    ['Invoice date', day(document.invoiceIssueDate)],
    ...centreVatFact(document.centre),
  ];
  const body = [
    masthead('corporate', document.centre, 'Tax Credit Note', facts),
    `<div class="parties">${clientBlock('Credit to', document.client)}</div>`,
    linesTable(document.lines),
    totalsBlock(document.totals, { totalLabel: 'Total credited' }),
    '<div class="after">',
    `<p class="validity wide">This credit note cancels tax invoice ${escapeHtml(document.invoiceNumber)} of
${day(document.invoiceIssueDate)} in full, VAT included. Amounts are in Bahraini dinars (BD).</p>`,
    textSection('Reason', document.reason, true),
    termsSection(document.centre),
    '</div>',
  ].join('\n');
  return page(`Tax Credit Note ${document.creditNoteNumber}`, 'corporate', body);
}
