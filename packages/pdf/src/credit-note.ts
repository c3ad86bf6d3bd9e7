import type { CreditNoteDocument } from './documents.js';
import { day, ltr, numericDay } from './format.js';
import { invoiceWords as words } from './invoice-words.js';
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
import { bilingualCss, bilingualLayoutWords as layout } from './words.js';

/**
 * A tax credit note: it cancels the whole invoice it names, in the invoice's corporate look and
 * like it in English and Arabic, with the same lines and amounts and the reason it was issued.
 */
export function creditNoteHtml(document: CreditNoteDocument): string {
  const facts: Array<[string, string]> = [
    [words.creditNoteNumber, ltr(document.creditNoteNumber)],
    [words.issueDate, numericDay(document.issueDate)],
    [words.taxInvoiceNumber, ltr(document.invoiceNumber)],
    [words.invoiceDate, numericDay(document.invoiceIssueDate)],
    ...centreVatFact(document.centre, layout),
  ];
  const body = [
    masthead('corporate', document.centre, words.taxCreditNote, facts),
    `<div class="parties">${clientBlock(words.creditTo, document.client, layout)}</div>`,
    linesTable(document.lines, layout),
    totalsBlock(document.totals, layout, { totalLabel: words.totalCredited }),
    '<div class="after">',
    `<p class="validity wide">${words.cancels(
      ltr(document.invoiceNumber),
      day(document.invoiceIssueDate),
      day(document.invoiceIssueDate, 'ar'),
    )}</p>`,
    textSection(words.reason, document.reason, true),
    termsSection(document.centre, layout),
    '</div>',
  ].join('\n');
  return page(`Tax Credit Note ${document.creditNoteNumber}`, 'corporate', body, { css: bilingualCss });
}
