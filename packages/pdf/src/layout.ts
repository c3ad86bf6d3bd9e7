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

export function clientBlock(label: string, client: DocumentClient): string {
  const rows = [client.contactName, client.email, client.phone ?? '']
    .filter((value) => value.trim() !== '')
    .map((value) => `<p>${escapeHtml(value)}</p>`)
    .join('');
  return `<div class="client"><div class="label">${escapeHtml(label)}</div>
<p class="company">${escapeHtml(client.companyName)}</p>${rows}</div>`;
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

/** Subtotal, VAT and total on the right; `aside` (an acceptance) uses the room on their left. */
export function totalsBlock(totals: DocumentTotals, aside = ''): string {
  return `<div class="totals">${aside}<table>
<tr><td>Subtotal</td><td>${bd(totals.subtotal)}</td></tr>
<tr><td>VAT ${escapeHtml(totals.vatRate)}%</td><td>${bd(totals.vatAmount)}</td></tr>
<tr class="grand"><td>Total</td><td>${bd(totals.total)}</td></tr>
</table></div>`;
}

/** A titled block of free text (notes, payment details); nothing when there is no text. */
export function textSection(label: string, text: string | null): string {
  if (!text || text.trim() === '') return '';
  return `<section><div class="label">${escapeHtml(label)}</div><p class="text">${multiline(text)}</p></section>`;
}
