import type { CentreDetails } from './documents.js';
import { bd, escapeHtml, instant } from './format.js';
import { masthead, page } from './layout.js';
import { barChart } from './report-chart.js';

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

/** A report to print: the month's or the year's figures, and when they were taken (an ISO instant). */
export type ReportDocument =
  | { kind: 'monthly'; centre: CentreDetails; generatedAt: string; report: MonthlyReportFigures }
  | { kind: 'yearly'; centre: CentreDetails; generatedAt: string; report: YearlyReportFigures };

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
.chart svg{width:100%;height:auto;display:block}
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
  `<div class="figure"><div class="value">${value}</div><div class="name">${escapeHtml(name)}</div></div>`;

/** A table of counts with a bar per row (its share of the largest), and a total line. */
function countTable(
  heading: string,
  column: string,
  rows: Array<[string, number]>,
  total: [string, number],
): string {
  const largest = Math.max(1, ...rows.map(([, value]) => value));
  const body = rows
    .map(
      ([name, value]) => `<tr><td>${escapeHtml(name)}</td><td class="num">${value}</td>
<td class="share"><div class="bar${value === 0 ? ' none' : ''}" style="width:${((value / largest) * 100).toFixed(1)}%"></div></td></tr>`,
    )
    .join('');
  return `<section class="counts"><h2>${escapeHtml(heading)}</h2><table class="lines"><thead><tr><th>${escapeHtml(column)}</th>
<th class="num">Count</th><th class="share"></th></tr></thead><tbody>${body}</tbody>
<tfoot><tr><td>${escapeHtml(total[0])}</td><td class="num">${total[1]}</td><td></td></tr></tfoot></table></section>`;
}

/** The period's six amounts, in the order money moves: offered, accepted, billed, its VAT, received, still owed. */
function moneySection(money: ReportMoneyFigures): string {
  const sums: Array<[string, string]> = [
    [money.quoted, 'Quoted'],
    [money.accepted, 'Accepted'],
    [money.invoiced, 'Invoiced'],
    [money.vat, 'VAT'],
    [money.paid, 'Paid'],
    [money.outstanding, 'Outstanding'],
  ];
  const boxes = sums
    .map(
      ([value, name]) =>
        `<div class="sum"><span class="name">${escapeHtml(name)}</span><span class="value">${bd(value)}</span></div>`,
    )
    .join('');
  return `<section class="counts"><h2>Money</h2><div class="money">${boxes}</div></section>`;
}

const countingNotes = `<div class="notes">
<p>A class counts in the month of its date, a certificate in the month it was issued and a quotation in the month it was created, in Bahrain time. Candidates are those of the classes that were not cancelled. Pending quotations have been sent or viewed and not yet answered.</p>
<p>Amounts include VAT. Quoted: quotations created and sent. Accepted: quotations accepted. Invoiced: tax invoices issued, less credit notes issued. Paid: payments received. Outstanding: what invoices not credited still owed on the period's last day (today while it runs).</p>
</div>`;

function monthlyBody(centre: CentreDetails, generatedAt: string, report: MonthlyReportFigures): string {
  const period = `${report.monthName} ${report.year}`;
  const { schedules, quotations } = report;
  return [
    masthead('corporate', centre, 'Monthly Report', [
      ['Period', escapeHtml(period)],
      ['Prepared', `${instant(generatedAt)}`],
    ]),
    `<div class="figures">${figure(schedules.total, 'Classes')}${figure(report.totalCandidates, 'Candidates')}${figure(
      report.certificates.total,
      'Certificates issued',
    )}${figure(quotations.total, 'Quotations created')}</div>`,
    moneySection(report.money),
    countTable(
      'Classes by status',
      'Status',
      [
        ['Pending', schedules.pending],
        ['Confirmed', schedules.confirmed],
        ['Completed', schedules.completed],
        ['Cancelled', schedules.cancelled],
      ],
      ['Total classes', schedules.total],
    ),
    countTable(
      'Quotations by status',
      'Status',
      [
        ['Accepted', quotations.accepted],
        ['Pending (sent or viewed)', quotations.pending],
        ['Draft, rejected or expired', quotations.total - quotations.accepted - quotations.pending],
      ],
      ['Total quotations', quotations.total],
    ),
    countingNotes,
  ].join('\n');
}

function yearlyBody(centre: CentreDetails, generatedAt: string, report: YearlyReportFigures): string {
  const { totals, monthlyData, money } = report;
  const rows = monthlyData
    .map(
      (row) => `<tr><td>${escapeHtml(row.monthName)}</td><td class="num">${row.schedules}</td>
<td class="num">${row.candidates}</td><td class="num">${row.certificates}</td><td class="num">${row.quotations}</td>
<td class="num">${bd(row.invoiced)}</td><td class="num">${bd(row.paid)}</td></tr>`,
    )
    .join('');
  const chart = barChart(
    monthlyData.map((row) => row.monthName.slice(0, 3)),
    [
      { label: 'Classes', colour: navy, values: monthlyData.map((row) => row.schedules) },
      { label: 'Certificates', colour: amber, values: monthlyData.map((row) => row.certificates) },
      { label: 'Quotations', colour: slate, values: monthlyData.map((row) => row.quotations) },
    ],
    `Classes, certificates and quotations per month of ${report.year}`,
  );
  return [
    masthead('corporate', centre, 'Yearly Report', [
      ['Year', String(report.year)],
      ['Prepared', instant(generatedAt)],
    ]),
    `<div class="figures">${figure(totals.schedules, 'Classes')}${figure(totals.candidates, 'Candidates')}${figure(
      totals.certificates,
      'Certificates issued',
    )}${figure(totals.quotations, 'Quotations created')}</div>`,
    moneySection(money),
    `<h2>Month by month</h2>${chart}`,
    `<table class="lines compact"><thead><tr><th>Month</th><th class="num">Classes</th><th class="num">Candidates</th>
<th class="num">Certificates</th><th class="num">Quotations</th><th class="num">Invoiced</th><th class="num">Paid</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><td>Total ${report.year}</td><td class="num">${totals.schedules}</td><td class="num">${totals.candidates}</td>
<td class="num">${totals.certificates}</td><td class="num">${totals.quotations}</td>
<td class="num">${bd(money.invoiced)}</td><td class="num">${bd(money.paid)}</td></tr></tfoot></table>`,
    countingNotes,
  ].join('\n');
}

/** The monthly or yearly report on the centre's letterhead, as a complete self-contained HTML document. */
export function reportHtml(document: ReportDocument): string {
  if (document.kind === 'monthly') {
    const { report } = document;
    return page(
      `Monthly Report ${report.monthName} ${report.year}`,
      'corporate',
      monthlyBody(document.centre, document.generatedAt, report),
      css,
    );
  }
  return page(
    `Yearly Report ${document.report.year}`,
    'corporate',
    yearlyBody(document.centre, document.generatedAt, document.report),
    css,
  );
}
