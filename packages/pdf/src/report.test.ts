import { afterAll, describe, expect, it } from 'vitest';
import { createPdfRenderer } from './render.js';
import { reportHtml } from './report.js';
import { centre, sampleMonthlyReport, sampleYearlyReport } from './test-documents.js';
import { hasPoppler, pagesText } from './test-poppler.js';

const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');
const generatedAt = '2026-11-24T08:00:00Z';

describe.skipIf(!hasPoppler)('the reports as printed', () => {
  const renderer = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  afterAll(() => renderer.close());
  const print = async (html: string) =>
    (await pagesText(await renderer.render(html, { footer: { centre } }))).map(squeeze);

  it('prints a month on one page: its counts, its money and both status tables', async () => {
    const [page, ...more] = await print(
      reportHtml({ kind: 'monthly', language: 'en', centre, generatedAt, report: sampleMonthlyReport() }),
    );
    expect(more).toEqual([]);
    expect(page).toContain('Monthly Report');
    expect(page).toMatch(/Period November 2026/);
    expect(page).toMatch(/Prepared 24 Nov 2026, 11:00/);
    expect(page).toMatch(/14 61 22 9/);
    expect(page).toMatch(/Confirmed 6/);
    expect(page).toMatch(/Total classes 14/);
    expect(page).toMatch(/Draft, rejected or expired 2/);
    // The money: six amounts in BD, the dinars grouped by thousands.
    expect(page).toContain('Money');
    expect(page).toMatch(/Quoted BD 12,480.50 Accepted BD 7,936.00 Invoiced BD 6,820.25/);
    expect(page).toMatch(/VAT BD 620.02 Paid BD 4,500.00 Outstanding BD 9,315.75/);
    expect(page).toContain('Gulf Lifting & Heavy Equipment Training Centre');
    expect(page).toContain('Monthly Report November 2026'); // the footer names it
    expect(page).toContain('Page 1 of 1');
  });

  it('prints a year on one page: its money, the chart, the 12 months with invoiced and paid, and their totals', async () => {
    const report = sampleYearlyReport();
    const [page, ...more] = await print(
      reportHtml({ kind: 'yearly', language: 'en', centre, generatedAt, report }),
    );
    expect(more).toEqual([]);
    expect(page).toContain('Yearly Report');
    expect(page).toMatch(/January 6 24 12 5 BD 4,840.00 BD 3,300.00/);
    expect(page).toMatch(/November 14 66 22 9 BD -550.00 BD 7,700.25/);
    expect(page).toMatch(/December 0 0 0 0 BD 0.00 BD 0.00/);
    expect(page).toMatch(/Month Classes Candidates Certificates Quotations Invoiced Paid/i);
    expect(page).toMatch(
      new RegExp(
        `Total 2026 ${report.totals.schedules} ${report.totals.candidates} ${report.totals.certificates} ${report.totals.quotations} BD 53,571.25 BD 57,420.75`,
      ),
    );
    expect(page).toMatch(/Quoted BD 71,240.00 Accepted BD 58,360.25 Invoiced BD 53,571.25/);
    expect(page).toMatch(/VAT BD 4,870.11 Paid BD 57,420.75 Outstanding BD 3,905.50/);
    // The chart: round grid lines (0 to 40 for a busiest month of 24) and the months under it.
    expect(page).toMatch(/Jan\s+Feb\s+Mar\s+Apr/);
    for (const line of ['40', '30', '20', '10']) expect(page).toMatch(new RegExp(`^\\s*${line}\\b`, 'm'));
  });

  it('escapes what it prints', () => {
    const html = reportHtml({
      kind: 'monthly',
      language: 'en',
      centre: { ...centre, name: '<b>Gulf</b> & Co' },
      generatedAt,
      report: { ...sampleMonthlyReport(), monthName: '<script>' },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Gulf</b>');
    expect(html).toContain('&lt;b&gt;Gulf&lt;/b&gt; &amp; Co');
  });
});
