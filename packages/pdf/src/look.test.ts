import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { invoiceHtml } from './invoice.js';
import { quotationHtml } from './quotation.js';
import { createPdfRenderer } from './render.js';
import { reportHtml } from './report.js';
import {
  centre,
  sampleInvoice,
  sampleMonthlyReport,
  sampleQuotation,
  sampleYearlyReport,
  signaturePng,
} from './test-documents.js';
import { hasPoppler, poppler } from './test-poppler.js';

// Not a check: PDF_LOOK_DIR=/tmp/pdf-look pnpm exec vitest run look writes every theme and the invoice
// as PDF and 60 dpi PNGs there, to look at with one's own eyes after changing a template.
const dir = process.env.PDF_LOOK_DIR;

describe.runIf(dir && hasPoppler)('the look-over', () => {
  const renderer = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  afterAll(() => renderer.close());

  const documents: Record<string, string> = {
    'quotation-corporate': quotationHtml({
      ...sampleQuotation('corporate'),
      acceptance: { name: 'Fatima Al Khalifa', at: '2026-11-26T09:41:00Z', signaturePng: signaturePng() },
    }),
    'quotation-minimal': quotationHtml(sampleQuotation('minimal')),
    'quotation-bold': quotationHtml(sampleQuotation('bold')),
    'quotation-bold-accepted': quotationHtml({
      ...sampleQuotation('bold'),
      acceptance: { name: 'Fatima Al Khalifa', at: '2026-11-26T09:41:00Z', signaturePng: signaturePng() },
    }),
    'quotation-40-lines': quotationHtml(sampleQuotation('corporate', 40)),
    invoice: invoiceHtml(sampleInvoice()),
    'report-monthly': reportHtml({
      kind: 'monthly',
      centre,
      generatedAt: '2026-11-24T08:00:00Z',
      report: sampleMonthlyReport(),
    }),
    'report-yearly': reportHtml({
      kind: 'yearly',
      centre,
      generatedAt: '2026-11-24T08:00:00Z',
      report: sampleYearlyReport(),
    }),
    // A quiet year: one class in one month, the chart's smallest scale.
    'report-yearly-quiet': reportHtml({
      kind: 'yearly',
      centre,
      generatedAt: '2026-11-24T08:00:00Z',
      report: {
        year: 2024,
        totals: { schedules: 1, certificates: 0, quotations: 0, candidates: 2 },
        monthlyData: sampleYearlyReport().monthlyData.map((row) => ({
          ...row,
          schedules: row.month === 7 ? 1 : 0,
          candidates: row.month === 7 ? 2 : 0,
          certificates: 0,
          quotations: 0,
          invoiced: '0.00',
          paid: '0.00',
        })),
        money: {
          quoted: '0.00',
          accepted: '0.00',
          invoiced: '0.00',
          vat: '0.00',
          paid: '0.00',
          outstanding: '0.00',
        },
      },
    }),
  };

  it.each(Object.keys(documents))('%s', async (name) => {
    const out = dir as string;
    mkdirSync(out, { recursive: true });
    const pdf = await renderer.render(documents[name] as string, { footer: { centre } });
    writeFileSync(join(out, `${name}.pdf`), pdf);
    await poppler('pdftoppm', ['-r', '60', '-png', '-', join(out, name)], pdf);
  });
});
