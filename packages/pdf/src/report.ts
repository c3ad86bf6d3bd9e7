import type { CentreDetails, DocumentLanguage } from './documents.js';
import { arabicMonthName, bd, escapeHtml, instant, ltr } from './format.js';
import { masthead, page } from './layout.js';
import { barChart } from './report-chart.js';
import { reportWords } from './report-words.js';

/** A period's money as the server summed it: amounts as text, "1936.00" (invoiced and VAT may be below 0). */
export interface ReportMoneyFigures {
  quoted: string;
  accepted: string;
  invoiced: string;
  vat: string;
  paid: string;
  outstanding: string;
}

/** The centre's monthly figures as the server counted them (the console's Monthly report). */
export interface MonthlyReportFigures {
  year: number;
  /** 1 = January */
  month: number;
  monthName: string;
  schedules: { total: number; pending: number; confirmed: number; completed: number; cancelled: number };
  certificates: { total: number };
  quotations: { total: number; accepted: number; pending: number };
  totalCandidates: number;
  money: ReportMoneyFigures;
}

export interface YearlyReportFigures {
  year: number;
  totals: { schedules: number; certificates: number; quotations: number; candidates: number };
  monthlyData: Array<{
    month: number;
    monthName: string;
    schedules: number;
    certificates: number;
    quotations: number;
    candidates: number;
    invoiced: string;
    paid: string;
  }>;
  money: ReportMoneyFigures;
}

/**
 * A report to print: the month's or the year's figures, and when they were taken (an ISO instant),
 * in the language of the admin who asks for it.
 */
export type ReportDocument = { centre: CentreDetails; generatedAt: string; language: DocumentLanguage } & (
  | { kind: 'monthly'; report: MonthlyReportFigures }
  | { kind: 'yearly'; report: YearlyReportFigures }
);

type Words = (typeof reportWords)[DocumentLanguage];

/** A month as the report's language names it: the server names it in English, Arabic names come from here. */
const monthIn = (language: DocumentLanguage, month: number, englishName: string) =>
  language === 'ar' ? arabicMonthName(month) : englishName;

const navy = '#14253f';
const amber = '#f5a524';
const slate = '#7d8ca3';

const css = `
.figures{display:grid;grid-template-columns:repeat(4,1fr);gap:4mm;margin:5mm 0 3mm}
.figure{border:0.3mm solid #d5dce7;border-top:1.2mm solid ${navy};border-radius:1.5mm;padding:3mm 3.5mm}
.figure .value{font-size:20pt;font-weight:700;color:${navy};line-height:1.1;font-variant-numeric:tabular-nums}
.figure .name{font-size:8pt;color:#4a5568;margin-top:1mm}
h2{font-size:11pt;color:${navy};margin:4.5mm 0 2mm}
.counts{break-inside:avoid}
.lines .share{width:45%}
.bar{height:3mm;border-radius:0.8mm;background:${navy};min-width:0.6mm}
.bar.none{background:transparent}
.lines tfoot{display:table-row-group}
.lines tfoot td{font-weight:700;border-top:0.4mm solid ${navy}}
.compact th,.compact td{padding-top:0.7mm;padding-bottom:0.7mm}
.chart{margin:0 0 4mm;break-inside:avoid}
.chart svg{width:100%;height:auto;display:block;direction:ltr}
.chart .grid{stroke:#e1e6ee;stroke-width:1}.chart .grid.base{stroke:#8a94a6}
.chart text{font-family:inherit;fill:#4a5568}
.chart .tick{font-size:9px}.chart .category{font-size:10px}.chart .value{font-size:8px;fill:#1d2433}
.legend{display:flex;gap:6mm;justify-content:center;font-size:8.5pt;color:#4a5568;margin-top:1mm}
.key{display:inline-flex;align-items:center;gap:1.5mm}
.swatch{display:inline-block;width:3mm;height:3mm;border-radius:0.6mm}
.money{display:grid;grid-template-columns:repeat(3,1fr);gap:2mm 3mm;margin:0}
.sum{display:flex;justify-content:space-between;align-items:baseline;gap:2mm;border:0.3mm solid #d5dce7;border-inline-start:1.2mm solid ${amber};border-radius:1.2mm;padding:1.6mm 3mm}
.sum .name{font-size:8.5pt;color:#4a5568}
.sum .value{font-size:11pt;font-weight:700;color:${navy};font-variant-numeric:tabular-nums;white-space:nowrap}
.notes{margin-top:4mm;font-size:7.5pt;color:#4a5568;break-inside:avoid}
.notes p+p{margin-top:1mm}
`;

const figure = (value: number, name: string) =>
  `<div class="figure"><div class="value">${ltr(value)}</div><div class="name">${name}</div></div>`;

/** A table of counts with a bar per row (its share of the largest), and a total line. */
function countTable(
  words: Words,
  heading: string,
  rows: Array<[string, number]>,
  total: [string, number],
): string {
  const largest = Math.max(1, ...rows.map(([, value]) => value));
  const body = rows
    .map(
      ([name, value]) => `<tr><td>${name}</td><td class="num">${ltr(value)}</td>
<td class="share"><div class="bar${value === 0 ? ' none' : ''}" style="width:${((value / largest) * 100).toFixed(1)}%"></div></td></tr>`,
    )
    .join('');
  return `<section class="counts"><h2>${heading}</h2><table class="lines"><thead><tr><th>${words.status}</th>
<th class="num">${words.count}</th><th class="share"></th></tr></thead><tbody>${body}</tbody>
<tfoot><tr><td>${total[0]}</td><td class="num">${ltr(total[1])}</td><td></td></tr></tfoot></table></section>`;
}

/** The period's six amounts, in the order money moves: offered, accepted, billed, its VAT, received, still owed. */
function moneySection(words: Words, money: ReportMoneyFigures): string {
  const sums: Array<[string, string]> = [
    [money.quoted, words.quoted],
    [money.accepted, words.accepted],
    [money.invoiced, words.invoiced],
    [money.vat, words.vat],
    [money.paid, words.paid],
    [money.outstanding, words.outstanding],
  ];
  const boxes = sums
    .map(
      ([value, name]) =>
        `<div class="sum"><span class="name">${name}</span><span class="value">${bd(value)}</span></div>`,
    )
    .join('');
  return `<section class="counts"><h2>${words.money}</h2><div class="money">${boxes}</div></section>`;
}

const countingNotes = (words: Words) =>
  `<div class="notes"><p>${words.counting}</p><p>${words.moneyCounting}</p></div>`;

/** The four figures at the top of either report. */
const headline = (
  words: Words,
  totals: { schedules: number; candidates: number; certificates: number; quotations: number },
) =>
  `<div class="figures">${figure(totals.schedules, words.classes)}${figure(totals.candidates, words.candidates)}${figure(
    totals.certificates,
    words.certificatesIssued,
  )}${figure(totals.quotations, words.quotationsCreated)}</div>`;

function monthlyBody(document: ReportDocument & { kind: 'monthly' }): string {
  const { report, language } = document;
  const words = reportWords[language];
  const monthName = monthIn(language, report.month, report.monthName);
  const { schedules, quotations } = report;
  return [
    masthead('corporate', document.centre, words.monthlyReport, [
      [words.period, `${escapeHtml(monthName)} ${report.year}`],
      [words.prepared, instant(document.generatedAt, language)],
    ]),
    headline(words, {
      schedules: schedules.total,
      candidates: report.totalCandidates,
      certificates: report.certificates.total,
      quotations: quotations.total,
    }),
    moneySection(words, report.money),
    countTable(
      words,
      words.classesByStatus,
      [
        [words.pending, schedules.pending],
        [words.confirmed, schedules.confirmed],
        [words.completed, schedules.completed],
        [words.cancelled, schedules.cancelled],
      ],
      [words.totalClasses, schedules.total],
    ),
    countTable(
      words,
      words.quotationsByStatus,
      [
        [words.quotationAccepted, quotations.accepted],
        [words.quotationsPending, quotations.pending],
        [words.quotationsOther, quotations.total - quotations.accepted - quotations.pending],
      ],
      [words.totalQuotations, quotations.total],
    ),
    countingNotes(words),
  ].join('\n');
}

function yearlyBody(document: ReportDocument & { kind: 'yearly' }): string {
  const { report, language } = document;
  const { totals, monthlyData, money } = report;
  const words = reportWords[language];
  const monthName = (row: YearlyReportFigures['monthlyData'][number]) =>
    monthIn(language, row.month, row.monthName);
  const rows = monthlyData
    .map(
      (row) => `<tr><td>${escapeHtml(monthName(row))}</td><td class="num">${ltr(row.schedules)}</td>
<td class="num">${ltr(row.candidates)}</td><td class="num">${ltr(row.certificates)}</td><td class="num">${ltr(row.quotations)}</td>
<td class="num">${bd(row.invoiced)}</td><td class="num">${bd(row.paid)}</td></tr>`,
    )
    .join('');
  // The months run left to right in either language, as a time axis does in the centre's other charts.
  const chart = barChart(
    monthlyData.map((row) => (language === 'ar' ? monthName(row) : row.monthName.slice(0, 3))),
    [
      { label: words.classes, colour: navy, values: monthlyData.map((row) => row.schedules) },
      { label: words.certificates, colour: amber, values: monthlyData.map((row) => row.certificates) },
      { label: words.quotations, colour: slate, values: monthlyData.map((row) => row.quotations) },
    ],
    words.chartLabel(report.year),
  );
  return [
    masthead('corporate', document.centre, words.yearlyReport, [
      [words.year, String(report.year)],
      [words.prepared, instant(document.generatedAt, language)],
    ]),
    headline(words, totals),
    moneySection(words, money),
    `<h2>${words.monthByMonth}</h2>${chart}`,
    `<table class="lines compact"><thead><tr><th>${words.month}</th><th class="num">${words.classes}</th><th class="num">${words.candidates}</th>
<th class="num">${words.certificates}</th><th class="num">${words.quotations}</th><th class="num">${words.invoiced}</th><th class="num">${words.paid}</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><td>${words.totalOfYear(report.year)}</td><td class="num">${ltr(totals.schedules)}</td><td class="num">${ltr(totals.candidates)}</td>
<td class="num">${ltr(totals.certificates)}</td><td class="num">${ltr(totals.quotations)}</td>
<td class="num">${bd(money.invoiced)}</td><td class="num">${bd(money.paid)}</td></tr></tfoot></table>`,
    countingNotes(words),
  ].join('\n');
}

/** The monthly or yearly report on the centre's letterhead, as a complete self-contained HTML document. */
export function reportHtml(document: ReportDocument): string {
  const language = document.language === 'ar' ? 'ar' : 'en';
  const words = reportWords[language];
  if (document.kind === 'monthly') {
    const { report } = document;
    return page(
      `${words.monthlyReport} ${monthIn(language, report.month, report.monthName)} ${report.year}`,
      'corporate',
      monthlyBody(document),
      {
        css,
        language,
      },
    );
  }
  return page(`${words.yearlyReport} ${document.report.year}`, 'corporate', yearlyBody(document), {
    css,
    language,
  });
}
