import type { DocumentLanguage, QuotationDocument } from './documents.js';
import { bd, day, escapeHtml, instant, ltr } from './format.js';
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
import { qrSvg } from './qr.js';
import { quotationWords } from './quotation-words.js';
import { themeOf } from './theme.js';
import { layoutWords } from './words.js';

/** Only a PNG carried in the document itself may be printed: nothing else is fetched or trusted. */
const pngDataUrl = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * A quotation in one of the three themes and in its language, as a complete self-contained HTML
 * document. In Arabic every word of the template is Arabic and the page runs right to left; what
 * the centre and the client typed (course names, notes, names) prints as stored, each by its own
 * first letter.
 */
export function quotationHtml(document: QuotationDocument): string {
  const theme = themeOf(document.theme);
  const language = document.language === 'ar' ? 'ar' : 'en';
  const words = quotationWords[language];
  const layout = layoutWords[language];
  const facts: Array<[string, string]> = [
    [words.number, ltr(document.quotationNumber)],
    [words.issueDate, day(document.issueDate, language)],
    [words.validUntil, day(document.validUntil, language)],
    ...centreVatFact(document.centre, layout),
  ];
  // The bold theme puts the total in its band, where the reader's eye lands first.
  const bandTotal =
    theme === 'bold'
      ? `<div class="band-total">${words.totalIncludingVat}<strong>${bd(document.totals.total)}</strong></div>`
      : '';
  const validity = `<p class="validity wide">${words.validity(
    day(document.validUntil, language),
    ltr(`${document.totals.vatRate}%`),
  )}</p>`;
  const body = [
    masthead(theme, document.centre, words.title, facts, bandTotal),
    `<div class="parties">${clientBlock(words.preparedFor, document.client, layout)}</div>`,
    linesTable(document.lines, layout),
    totalsBlock(document.totals, layout, {
      aside: acceptanceBlock(document.acceptance, language) || onlineBlock(document, language),
    }),
    `<div class="after">${validity}`,
    columns(
      [textSection(words.notes, document.notes), termsSection(document.centre, layout)],
      [textSection(words.paymentDetails, document.centre.paymentDetails)],
    ),
    '</div>',
  ].join('\n');
  return page(`${words.title} ${document.quotationNumber}`, theme, body, { language });
}

function acceptanceBlock(acceptance: QuotationDocument['acceptance'], language: DocumentLanguage): string {
  if (!acceptance) return '';
  const words = quotationWords[language];
  const name = `<bdi>${escapeHtml(acceptance.name)}</bdi>`;
  const signature = pngDataUrl.test(acceptance.signaturePng)
    ? `<img alt="${words.signatureOf(escapeHtml(acceptance.name))}" src="${escapeHtml(acceptance.signaturePng)}">`
    : '';
  return `<section class="acceptance"><div class="stamp">${words.accepted}</div>
<p class="who">${words.acceptedBy(name, instant(acceptance.at, language))}</p>
<div class="signature">${signature}<div>${words.signature}</div></div></section>`;
}

/**
 * A sent quotation's way to accept it, beside the totals: its page's address and the same as a QR
 * code. An accepted quotation has nothing left to accept: its acceptance takes the place.
 */
function onlineBlock(document: QuotationDocument, language: DocumentLanguage): string {
  const url = document.acceptanceUrl;
  if (!url || document.acceptance) return '';
  const words = quotationWords[language];
  return `<section class="online">${qrSvg(url, words.qrCode)}
<div><div class="label">${words.acceptOnline}</div>
<p>${words.scanOrOpen}</p>
<p class="link" dir="ltr">${escapeHtml(url)}</p></div></section>`;
}
