import type { CentreDetails, DocumentClient, DocumentLine, DocumentTotals, PdfTheme } from './documents.js';
import { fontFaces } from './fonts.js';
import { bd, escapeHtml, multiline, trainingTypeLabel } from './format.js';
import { craneMark, themeCss } from './theme.js';

/** The building blocks the quotation and the invoice share. Every function returns escaped HTML. */

/** A whole document; `css` adds a template's own rules (the reports' figures and chart) to the theme's. */
export function page(title: string, theme: PdfTheme, body: string, css = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${fontFaces()}${themeCss(theme)}${css}</style></head><body class="${theme}">${body}</body></html>`;
}

/** The centre's wordmark and contact lines on the left; the document's name and facts on the right. */
export function masthead(
  theme: PdfTheme,
  centre: CentreDetails,
  title: string,
  facts: Array<[string, string]>,
  extra = '',
): string {
  const contact = [multiline(centre.address), [centre.phone, centre.email].map(escapeHtml).join(' &middot; ')]
    .filter((line) => line !== '')
    .join('<br>');
  return `<header class="masthead">
<div class="brand">${craneMark(theme)}<div><div class="centre-name">${escapeHtml(centre.name)}</div>
<div class="centre-contact">${contact}</div></div></div>
<div class="doc"><div><h1>${escapeHtml(title)}</h1><dl class="meta">${facts
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`)
    .join('')}</dl></div>${extra}</div>
</header>`;
}

/**
 * Who the document is for: the company, the person and their address on the left; the VAT and CR
 * numbers and how to reach them on the right. Each line only when it is given; the contact person
 * only when it names someone else than the client.
 */
export function clientBlock(label: string, client: DocumentClient): string {
  const given = (value: string | null | undefined): value is string => !!value && value.trim() !== '';
  const person =
    given(client.contactPerson) && client.contactPerson.trim() !== client.contactName.trim()
      ? `<p>Attn: ${escapeHtml(client.contactPerson.trim())}</p>`
      : '';
  const who = [
    `<p class="company">${escapeHtml(client.companyName)}</p>`,
    given(client.contactName) ? `<p>${escapeHtml(client.contactName)}</p>` : '',
    person,
    given(client.address) ? `<p class="address">${multiline(client.address)}</p>` : '',
  ].join('');
  const facts: Array<[string, string | null]> = [
    ['VAT no.', client.vatNumber],
    ['CR no.', client.crNumber],
    ['E-mail', client.email],
    ['Phone', client.phone],
  ];
  const reach = facts
    .filter((fact): fact is [string, string] => given(fact[1]))
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<div class="client"><div class="label">${escapeHtml(label)}</div>
<div class="client-grid"><div class="who">${who}</div><dl class="reach">${reach}</dl></div></div>`;
}

/** The course table: its header repeats on every page and no row is split across two. */
export function linesTable(lines: DocumentLine[]): string {
  const rows = lines
    .map(
      (line) => `<tr><td class="course"><div class="course-name">${escapeHtml(line.courseName)}</div>
<div class="course-code">${escapeHtml(line.courseCode)}</div></td>
<td class="type">${trainingTypeLabel(line.trainingType)}</td>
<td class="num">${escapeHtml(line.candidates)}</td><td class="num">${bd(line.unitPrice)}</td>
<td class="num">${bd(line.lineTotal)}</td></tr>`,
    )
    .join('\n');
  return `<table class="lines"><thead><tr><th class="course">Course</th><th class="type">Training</th>
<th class="num">Candidates</th><th class="num">Price per<br>candidate</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

/**
 * Subtotal, VAT and total on the right; `aside` (an acceptance, the payments) uses the room on their
 * left and `after` rows (amount paid, balance due) follow the total.
 */
export function totalsBlock(
  totals: DocumentTotals,
  {
    aside = '',
    after = [],
    totalLabel = 'Total',
  }: { aside?: string; after?: Array<[string, string]>; totalLabel?: string } = {},
): string {
  const more = after
    .map(
      ([label, amount]) => `<tr class="after-total"><td>${escapeHtml(label)}</td><td>${bd(amount)}</td></tr>`,
    )
    .join('');
  return `<div class="totals">${aside}<table>
<tr><td>Subtotal</td><td>${bd(totals.subtotal)}</td></tr>
<tr><td>VAT ${escapeHtml(totals.vatRate)}%</td><td>${bd(totals.vatAmount)}</td></tr>
<tr class="grand"><td>${escapeHtml(totalLabel)}</td><td>${bd(totals.total)}</td></tr>${more}
</table></div>`;
}

/** A titled block of free text (notes, payment details); nothing when there is no text. */
export function textSection(label: string, text: string | null, wide = false): string {
  if (!text || text.trim() === '') return '';
  return `<section${wide ? ' class="wide"' : ''}><div class="label">${escapeHtml(label)}</div><p class="text">${multiline(text)}</p></section>`;
}

/** The centre's terms and conditions in smaller print; nothing when there are none. */
export function termsSection(centre: CentreDetails): string {
  const text = centre.termsAndConditions;
  if (!text || text.trim() === '') return '';
  return `<section class="terms"><div class="label">Terms and conditions</div><p class="text">${multiline(text)}</p></section>`;
}

/** The centre's VAT registration number as one of a document's facts, when it has one. */
export function centreVatFact(centre: CentreDetails): Array<[string, string]> {
  return centre.vatRegistrationNumber
    ? [['VAT registration no.', escapeHtml(centre.vatRegistrationNumber)]]
    : [];
}

/** Two columns of sections in the part after the totals; an empty column keeps its place. */
export function columns(left: string[], right: string[]): string {
  return `<div class="col">${left.join('')}</div><div class="col">${right.join('')}</div>`;
}
