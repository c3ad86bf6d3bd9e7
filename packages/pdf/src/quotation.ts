import type { QuotationDocument } from './documents.js';
import { bd, day, escapeHtml, instant } from './format.js';
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
import { themeOf } from './theme.js';

/** Only a PNG carried in the document itself may be printed: nothing else is fetched or trusted. */
const pngDataUrl = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** A quotation in one of the three themes, as a complete self-contained HTML document. */
export function quotationHtml(document: QuotationDocument): string {
  const theme = themeOf(document.theme);
  const facts: Array<[string, string]> = [
    ['Number', escapeHtml(document.quotationNumber)],
    ['Issue date', day(document.issueDate)],
    ['Valid until', day(document.validUntil)],
    ...centreVatFact(document.centre),
  ];
  // The bold theme puts the total in its band, where the reader's eye lands first.
  const bandTotal =
    theme === 'bold'
      ? `<div class="band-total">Total including VAT<strong>${bd(document.totals.total)}</strong></div>`
      : '';
  const validity = `<p class="validity wide">This quotation is valid until ${day(document.validUntil)}. Prices are
in Bahraini dinars (BD) per candidate; VAT at ${escapeHtml(document.totals.vatRate)}% is added to the
subtotal.</p>`;
  const body = [
    masthead(theme, document.centre, 'Quotation', facts, bandTotal),
    `<div class="parties">${clientBlock('Prepared for', document.client)}</div>`,
    linesTable(document.lines),
    totalsBlock(document.totals, { aside: acceptanceBlock(document.acceptance) || onlineBlock(document) }),
    `<div class="after">${validity}`,
    columns(
      [textSection('Notes', document.notes), termsSection(document.centre)],
      [textSection('Payment details', document.centre.paymentDetails)],
    ),
    '</div>',
  ].join('\n');
  return page(`Quotation ${document.quotationNumber}`, theme, body);
}

function acceptanceBlock(acceptance: QuotationDocument['acceptance']): string {
  if (!acceptance) return '';
  const signature = pngDataUrl.test(acceptance.signaturePng)
    ? `<img alt="Signature of ${escapeHtml(acceptance.name)}" src="${escapeHtml(acceptance.signaturePng)}">`
    : '';
  return `<section class="acceptance"><div class="stamp">Accepted</div>
<p class="who">Accepted by <strong>${escapeHtml(acceptance.name)}</strong> on ${instant(acceptance.at)} (Bahrain time).</p>
<div class="signature">${signature}<div>Signature</div></div></section>`;
}

/**
 * A sent quotation's way to accept it, beside the totals: its page's address and the same as a QR
 * code. An accepted quotation has nothing left to accept: its acceptance takes the place.
 */
function onlineBlock(document: QuotationDocument): string {
  const url = document.acceptanceUrl;
  if (!url || document.acceptance) return '';
  return `<section class="online">${qrSvg(url, 'QR code of the link to accept this quotation online')}
<div><div class="label">Accept this quotation online</div>
<p>Scan the code or open the link to read this quotation and sign it:</p>
<p class="link">${escapeHtml(url)}</p></div></section>`;
}
