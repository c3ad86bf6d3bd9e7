import type { PdfTheme } from './documents.js';
import { fontFamily } from './fonts.js';

/** The centre's brand colours (the web app's crane mark uses the same). */
const navy = '#14253f';
const amber = '#f5a524';

export const themes: readonly PdfTheme[] = ['corporate', 'minimal', 'bold'];

/** An unknown theme (an old row, a typo) prints as the default rather than failing. */
export function themeOf(theme: string): PdfTheme {
  return (themes as readonly string[]).includes(theme) ? (theme as PdfTheme) : 'corporate';
}

const markColours: Record<PdfTheme, [string, string, string]> = {
  corporate: [navy, amber, '#e8edf5'],
  minimal: ['#111111', '#ffffff', '#ffffff'],
  bold: [amber, navy, '#ffffff'],
};

/** The web app's crane-hook mark, drawn in the theme's colours (monochrome for minimal). */
export function craneMark(theme: PdfTheme): string {
  const [ground, steel, hook] = markColours[theme];
  return `<svg class="mark" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" aria-hidden="true">
<rect width="64" height="64" rx="14" fill="${ground}"/><g fill="${steel}"><path d="M16 8h6l2 6h-10z"/>
<rect x="15" y="14" width="7" height="38"/><rect x="8" y="14" width="46" height="6" rx="1"/>
<rect x="9" y="50" width="19" height="6" rx="2"/></g><path d="M19 9 52 15" stroke="${steel}" stroke-width="2"/>
<path d="M46 20v16" stroke="${hook}" stroke-width="2"/>
<path d="M46 36v5a4.5 4.5 0 1 1-5.6 4.4" fill="none" stroke="${hook}" stroke-width="3" stroke-linecap="round"/></svg>`;
}

/** What every theme shares: A4 text sizes, the table's page breaks, the blocks that stay whole. */
const base = `
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0;font-family:${fontFamily};font-size:9.5pt;line-height:1.45;color:#1d2433}
h1,h2,p{margin:0}
.masthead{display:flex;justify-content:space-between;align-items:flex-start;gap:10mm}
.brand{display:flex;gap:3.5mm;align-items:flex-start;max-width:105mm}
.mark{width:13mm;height:13mm;flex:none}
.centre-name{font-weight:700;font-size:12.5pt;line-height:1.2}
.centre-contact{margin-top:1.2mm;font-size:8pt;color:#4a5568}
.doc{text-align:end;flex:none}
.doc h1{font-size:20pt;line-height:1.1;font-weight:700}
.meta{display:grid;grid-template-columns:auto auto;gap:0.6mm 4mm;margin:2.5mm 0 0;justify-content:end;font-size:8.5pt}
.meta dt{color:#5b6577}.meta dd{margin:0;font-weight:700;text-align:end;white-space:nowrap}
.parties{display:flex;justify-content:space-between;align-items:flex-end;gap:10mm;margin:5mm 0 4mm}
.label{font-size:7.5pt;font-weight:700;letter-spacing:0.08em;text-transform:uppercase;color:#5b6577;margin-bottom:1.2mm}
.client{flex:1;min-width:0}
.client .company,.refers .company{font-size:11.5pt;font-weight:700;overflow-wrap:anywhere}
.client-grid{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:0 8mm}
.who{unicode-bidi:plaintext;overflow-wrap:anywhere}
.who .address{margin-top:0.8mm}
.reach{display:grid;grid-template-columns:auto auto;gap:0.4mm 3mm;margin:0;align-content:start;font-size:8.5pt}
.reach dt{color:#5b6577}.reach dd{margin:0;overflow-wrap:anywhere;max-width:62mm}
.refers{flex:none;text-align:end}
.lines{width:100%;border-collapse:collapse;font-size:9pt}
.lines thead{display:table-header-group}
.lines tr{break-inside:avoid}
.lines th{font-size:7.5pt;font-weight:700;letter-spacing:0.05em;text-transform:uppercase;text-align:start;padding:2.2mm 2.5mm;vertical-align:bottom}
.lines td{padding:1.8mm 2.5mm;vertical-align:top}
.lines .num{text-align:end;white-space:nowrap;font-variant-numeric:tabular-nums}
.lines .course{width:44%;overflow-wrap:anywhere;unicode-bidi:plaintext}
.lines .type{white-space:nowrap}
.course-name{font-weight:700}
.course-code{font-size:8pt;color:#5b6577}
.totals{display:flex;justify-content:flex-end;align-items:flex-start;gap:8mm;margin-top:3mm;break-inside:avoid}
.totals>table{width:82mm;border-collapse:collapse;font-variant-numeric:tabular-nums}
.totals>table td{padding:1.6mm 2.5mm}.totals>table td:last-child{text-align:end;white-space:nowrap}
.totals>table .grand td{font-weight:700;font-size:11.5pt;padding-top:2.5mm;padding-bottom:2.5mm}
.after{margin-top:4.5mm;display:grid;grid-template-columns:1fr 1fr;gap:3.5mm 8mm}
.after>.wide{grid-column:1/-1}
.after section{break-inside:avoid}
.after .col{display:flex;flex-direction:column;gap:3.5mm;min-width:0}
.text{overflow-wrap:anywhere;unicode-bidi:plaintext}
.para{display:block;unicode-bidi:plaintext;text-align:start}
/* Spaced-out letters break Arabic's joined script: Arabic words keep their letters together. */
:lang(ar){letter-spacing:0 !important}
.validity{font-size:9pt}
.acceptance{margin-inline-end:auto;width:80mm;padding:3mm 4mm;border-radius:1.5mm;font-size:8.5pt}
.acceptance .who{unicode-bidi:plaintext;overflow-wrap:anywhere}
.signature{margin-top:2mm;font-size:7pt;color:#5b6577}
.signature img{display:block;max-width:60mm;max-height:16mm}
.signature div{border-top:0.3mm solid #8a94a6;padding-top:0.8mm;width:60mm}
.totals>table .after-total td{font-size:9pt}
.totals>table .after-total:last-child td{font-weight:700;font-size:10.5pt}
.payments{margin-inline-end:auto;width:100mm;font-size:8pt}
.payments table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
.payments th{text-align:start;font-size:7pt;font-weight:700;letter-spacing:0.05em;text-transform:uppercase;color:#5b6577;padding:0.8mm 1.5mm;border-bottom:0.3mm solid #8a94a6}
.payments td{padding:1mm 1.5mm;border-bottom:0.2mm solid #e1e6ee;vertical-align:top}
.payments .num{text-align:end;white-space:nowrap}.payments td:first-child{white-space:nowrap}
.payments .ref{overflow-wrap:anywhere;unicode-bidi:plaintext}
.status-mark{display:inline-block;margin-top:3mm;padding:1mm 4mm;border:0.7mm solid;border-radius:1mm;font-size:14pt;font-weight:700;letter-spacing:0.05em;text-transform:uppercase}
.status-mark.paid{color:#1d7a3e}.status-mark.partially_paid{color:#9a5800}
.status-mark.overdue{color:#b42318}.status-mark.credited{color:#5b6577}
.standing.overdue strong{color:#b42318}
.online{margin-inline-end:auto;width:92mm;display:flex;gap:3.5mm;align-items:center;padding:2.5mm 3mm;border:0.3mm solid #c9d1de;border-radius:1.5mm;font-size:8pt}
.qr{width:24mm;height:24mm;flex:none}
.online .link{margin-top:1mm;font-weight:700;overflow-wrap:anywhere;font-size:7.5pt}
.terms .text{font-size:8pt;color:#4a5568}
.stamp{font-size:12pt;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;margin-bottom:0.5mm}
`;

const corporate = `
.masthead{padding-bottom:5mm;border-bottom:1.6mm solid ${amber}}
.centre-name,.doc h1{color:${navy}}
.lines th{background:${navy};color:#fff}
.lines tbody tr:nth-child(even) td{background:#f3f5f9}
.lines tbody tr td{border-bottom:0.2mm solid #e1e6ee}
.totals>table td{border-bottom:0.2mm solid #e1e6ee}
.totals>table .grand td{background:${navy};color:#fff;border:0}
.totals>table .grand td:last-child{color:${amber}}
.label{color:${navy}}
.acceptance{background:#fff8e8;border:0.3mm solid ${amber}}
.stamp{color:${navy}}
`;

const minimal = `
body{color:#111}
.masthead{padding-bottom:5mm;border-bottom:0.25mm solid #111}
.doc h1{font-weight:400;letter-spacing:0.18em;margin-inline-end:-0.18em;text-transform:uppercase;font-size:17pt}
.doc h1:lang(ar){margin-inline-end:0}
.centre-contact,.meta dt,.course-code,.signature{color:#555}
.centre-name{font-size:11.5pt}
.label,.lines th{color:#111}
.lines th{border-bottom:0.25mm solid #111}
.lines tbody td{border-bottom:0.15mm solid #bbb}
.totals>table td{border-bottom:0.15mm solid #bbb}
.totals>table .grand td{border-top:0.25mm solid #111;border-bottom:0.25mm solid #111}
.acceptance{border:0.25mm solid #111;border-radius:0}
`;

const bold = `
.masthead{background:${navy};color:#fff;padding:6mm 7mm 6.5mm;border-radius:2.5mm;align-items:stretch}
.masthead .centre-contact{color:#c9d3e4}
.mark{width:16mm;height:16mm}
.centre-name{font-size:14pt}
.doc{display:flex;flex-direction:column;justify-content:space-between}
.doc h1{color:${amber};font-size:26pt;letter-spacing:0.04em;text-transform:uppercase}
.meta dt{color:#c9d3e4}
.band-total{margin-top:3mm;font-size:8pt;color:#c9d3e4;text-transform:uppercase;letter-spacing:0.08em}
.band-total strong{display:block;font-size:22pt;line-height:1.1;color:#fff;letter-spacing:0;text-transform:none}
.label{color:${navy}}
.lines th{background:#e8edf5;color:${navy};border-bottom:0.8mm solid ${navy}}
.lines tbody td{border-bottom:0.2mm solid #d5dce7}
.course-name{color:${navy}}
.totals>table{width:92mm}
.totals>table td{border-bottom:0.2mm solid #d5dce7}
.totals>table .grand td{background:${amber};color:${navy};font-size:16pt;border:0}
.acceptance{background:#eef2f8;border-inline-start:2mm solid ${navy};border-radius:0}
.stamp{color:${navy}}
`;

export function themeCss(theme: PdfTheme): string {
  return base + { corporate, minimal, bold }[theme];
}
