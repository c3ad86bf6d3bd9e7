import type {
  CentreDetails,
  DocumentClient,
  DocumentLanguage,
  DocumentLine,
  DocumentTotals,
  PdfTheme,
} from './documents.js';
import { fontFaces } from './fonts.js';
import { bd, escapeHtml, ltr, multiline } from './format.js';
import { craneMark, themeCss } from './theme.js';
import type { LayoutWords } from './words.js';

/**
 * The building blocks the quotation and the invoice share. Every function returns escaped HTML;
 * their labels come from `LayoutWords` (HTML written in words.ts, in one language or both).
 */

/**
 * A whole document; `css` adds a template's own rules (the reports' figures and chart) to the
 * theme's. An Arabic document runs right to left: the theme's logical properties mirror it.
 */
export function page(
  title: string,
  theme: PdfTheme,
  body: string,
  { css = '', language = 'en' }: { css?: string; language?: DocumentLanguage } = {},
): string {
  return `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${fontFaces(body)}${themeCss(theme)}${css}</style></head><body class="${theme}">${body}</body></html>`;
}

/**
 * The centre's wordmark and contact lines at the start; the document's name and facts at the end.
 * The title and the facts' labels are words (HTML), the facts' values escaped by the caller.
 */
export function masthead(
  theme: PdfTheme,
  centre: CentreDetails,
  title: string,
  facts: Array<[string, string]>,
  extra = '',
): string {
  // Each line a block of its own direction: the phone and e-mail line reads left to right.
  const reach = [centre.phone, centre.email].filter((part) => part.trim() !== '').map(escapeHtml);
  const contact = `${multiline(centre.address)}<span class="para" dir="ltr">${reach.join(' &middot; ')}</span>`;
  return `<header class="masthead">
<div class="brand">${craneMark(theme)}<div><div class="centre-name" dir="auto">${escapeHtml(centre.name)}</div>
<div class="centre-contact">${contact}</div></div></div>
<div class="doc"><div><h1>${title}</h1><dl class="meta">${facts
    .map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`)
    .join('')}</dl></div>${extra}</div>
</header>`;
}

/**
 * Who the document is for: the company, the person and their address on the left; the VAT and CR
 * numbers and how to reach them on the right. Each line only when it is given; the contact person
 * only when it names someone else than the client.
 */
export function clientBlock(label: string, client: DocumentClient, words: LayoutWords): string {
  const given = (value: string | null | undefined): value is string => !!value && value.trim() !== '';
  const person =
    given(client.contactPerson) && client.contactPerson.trim() !== client.contactName.trim()
      ? `<p>${words.attn} <bdi>${escapeHtml(client.contactPerson.trim())}</bdi></p>`
      : '';
  const who = [
    `<p class="company" dir="auto">${escapeHtml(client.companyName)}</p>`,
    given(client.contactName) ? `<p dir="auto">${escapeHtml(client.contactName)}</p>` : '',
    person,
    given(client.address) ? `<p class="address">${multiline(client.address)}</p>` : '',
  ].join('');
  const facts: Array<[string, string | null]> = [
    [words.vatNumber, client.vatNumber],
    [words.crNumber, client.crNumber],
    [words.email, client.email],
    [words.phone, client.phone],
  ];
  const reach = facts
    .filter((fact): fact is [string, string] => given(fact[1]))
    .map(([name, value]) => `<dt>${name}</dt><dd>${ltr(value)}</dd>`)
    .join('');
  return `<div class="client"><div class="label">${label}</div>
<div class="client-grid"><div class="who">${who}</div><dl class="reach">${reach}</dl></div></div>`;
}

/** The course table: its header repeats on every page and no row is split across two. */
export function linesTable(lines: DocumentLine[], words: LayoutWords): string {
  // A course's cell takes its name's direction, so the code beneath lines up with the name.
  const rows = lines
    .map(
      (
        line,
      ) => `<tr><td class="course" dir="auto"><div class="course-name">${escapeHtml(line.courseName)}</div>
${line.courseNameAr ? `<div class="course-name" lang="ar"><bdi>${escapeHtml(line.courseNameAr)}</bdi></div>` : ''}
<div class="course-code">${ltr(line.courseCode)}</div></td>
<td class="type">${words.trainingTypes[line.trainingType] ?? escapeHtml(line.trainingType)}</td>
<td class="num">${ltr(line.candidates)}</td><td class="num">${bd(line.unitPrice)}</td>
<td class="num">${bd(line.lineTotal)}</td></tr>`,
    )
    .join('\n');
  return `<table class="lines"><thead><tr><th class="course">${words.course}</th><th class="type">${words.training}</th>
<th class="num">${words.candidates}</th><th class="num">${words.pricePerCandidate}</th><th class="num">${words.amount}</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

/**
 * Subtotal, VAT and total on the right; `aside` (an acceptance, the payments) uses the room on their
 * left and `after` rows (amount paid, balance due) follow the total.
 */
export function totalsBlock(
  totals: DocumentTotals,
  words: LayoutWords,
  {
    aside = '',
    after = [],
    totalLabel = words.total,
  }: { aside?: string; after?: Array<[string, string]>; totalLabel?: string } = {},
): string {
  const more = after
    .map(([label, amount]) => `<tr class="after-total"><td>${label}</td><td>${bd(amount)}</td></tr>`)
    .join('');
  return `<div class="totals">${aside}<table>
<tr><td>${words.subtotal}</td><td>${bd(totals.subtotal)}</td></tr>
<tr><td>${vatLabel(words.vat, totals.vatRate)}</td><td>${bd(totals.vatAmount)}</td></tr>
<tr class="grand"><td>${totalLabel}</td><td>${bd(totals.total)}</td></tr>${more}
</table></div>`;
}

/** "VAT 10%": the words put the rate where each language says it ('{rate}'). */
function vatLabel(vat: string, rate: number): string {
  return vat.replaceAll('{rate}', ltr(`${rate}%`));
}

/** A titled block of free text (notes, payment details); nothing when there is no text. */
export function textSection(label: string, text: string | null, wide = false): string {
  if (!text || text.trim() === '') return '';
  return `<section${wide ? ' class="wide"' : ''}><div class="label">${label}</div><p class="text">${multiline(text)}</p></section>`;
}

/** The centre's terms and conditions in smaller print; nothing when there are none. */
export function termsSection(centre: CentreDetails, words: LayoutWords): string {
  const text = centre.termsAndConditions;
  if (!text || text.trim() === '') return '';
  return `<section class="terms"><div class="label">${words.termsAndConditions}</div><p class="text">${multiline(text)}</p></section>`;
}

/** The centre's VAT registration number as one of a document's facts, when it has one. */
export function centreVatFact(centre: CentreDetails, words: LayoutWords): Array<[string, string]> {
  return centre.vatRegistrationNumber
    ? [[words.vatRegistrationNumber, ltr(centre.vatRegistrationNumber)]]
    : [];
}

/** Two columns of sections in the part after the totals; an empty column keeps its place. */
export function columns(left: string[], right: string[]): string {
  return `<div class="col">${left.join('')}</div><div class="col">${right.join('')}</div>`;
}
