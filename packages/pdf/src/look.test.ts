import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { creditNoteHtml } from './credit-note.js';
import { invoiceHtml } from './invoice.js';
import { quotationHtml } from './quotation.js';
import { createPdfRenderer } from './render.js';
import { reportHtml } from './report.js';
import {
  arabicQuotation,
  centre,
  invoiceAs,
  sampleCreditNote,
  sampleMonthlyReport,
  sampleQuotation,
  sampleYearlyReport,
  signaturePng,
} from './test-documents.js';
import { hasPoppler, poppler } from './test-poppler.js';

// Not a check: PDF_LOOK_DIR=/tmp/pdf-look pnpm exec vitest run look writes every theme and the invoice
// as PDF and 60 dpi PNGs there, to look at with one's own eyes after changing a template.
const dir = process.env.PDF_LOOK_DIR;
const sentUrl = 'http://127.0.0.1:4000/quote/Xq3v9LkP0aZt7RbYw2NcE5hJ8uGs4DfM';

describe.runIf(dir && hasPoppler)('the look-over', () => {
  const renderer = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  afterAll(() => renderer.close());

  const documents: Record<string, string> = {
    'quotation-corporate': quotationHtml({
      ...sampleQuotation('corporate'),
      acceptance: { name: 'Fatima Al Khalifa', at: '2026-11-26T09:41:00Z', signaturePng: signaturePng() },
    }),
    'quotation-minimal': quotationHtml(sampleQuotation('minimal')),
    'quotation-sent': quotationHtml({ ...sampleQuotation('corporate'), acceptanceUrl: sentUrl }),
    'quotation-sent-bold-1-line': quotationHtml({ ...sampleQuotation('bold', 1), acceptanceUrl: sentUrl }),
    'quotation-sent-minimal-20-lines': quotationHtml({
      ...sampleQuotation('minimal', 20),
      acceptanceUrl: sentUrl,
    }),
    'quotation-bold': quotationHtml(sampleQuotation('bold')),
    'quotation-bold-accepted': quotationHtml({
      ...sampleQuotation('bold'),
      acceptance: { name: 'Fatima Al Khalifa', at: '2026-11-26T09:41:00Z', signaturePng: signaturePng() },
    }),
    'quotation-40-lines': quotationHtml(sampleQuotation('corporate', 40)),
    'quotation-arabic': quotationHtml({ ...arabicQuotation('corporate'), acceptanceUrl: sentUrl }),
    'quotation-arabic-minimal': quotationHtml(arabicQuotation('minimal')),
    'quotation-arabic-bold-accepted': quotationHtml({
      ...arabicQuotation('bold'),
      acceptance: { name: 'فاطمة آل خليفة', at: '2026-11-26T09:41:00Z', signaturePng: signaturePng() },
    }),
    invoice: invoiceHtml(invoiceAs('unpaid')),
    'invoice-partly-paid': invoiceHtml(invoiceAs('partially_paid')),
    'invoice-paid': invoiceHtml(invoiceAs('paid')),
    'invoice-overdue': invoiceHtml(invoiceAs('overdue')),
    'invoice-credited': invoiceHtml(invoiceAs('credited')),
    'invoice-paid-20-lines': invoiceHtml(invoiceAs('paid', 20)),
    'invoice-1-line': invoiceHtml(invoiceAs('unpaid', 1)),
    'credit-note': creditNoteHtml(sampleCreditNote()),
    'credit-note-20-lines': creditNoteHtml(sampleCreditNote(20)),
    'report-monthly': reportHtml({
      kind: 'monthly',
      language: 'en',
      centre,
      generatedAt: '2026-11-24T08:00:00Z',
      report: sampleMonthlyReport(),
    }),
    'report-monthly-arabic': reportHtml({
      kind: 'monthly',
      language: 'ar',
      centre,
      generatedAt: '2026-11-24T08:00:00Z',
      report: sampleMonthlyReport(),
    }),
    'report-yearly-arabic': reportHtml({
      kind: 'yearly',
      language: 'ar',
      centre,
      generatedAt: '2026-11-24T08:00:00Z',
      report: sampleYearlyReport(),
    }),
    'report-yearly': reportHtml({
      kind: 'yearly',
      language: 'en',
      centre,
      generatedAt: '2026-11-24T08:00:00Z',
      report: sampleYearlyReport(),
    }),
    // A quiet year: one class in one month, the chart's smallest scale.
    'report-yearly-quiet': reportHtml({
      kind: 'yearly',
      language: 'en',
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
    const language = name.includes('arabic')
      ? 'ar'
      : name.startsWith('invoice') || name.startsWith('credit')
        ? 'both'
        : 'en';
    const pdf = await renderer.render(documents[name] as string, { footer: { centre, language } });
    writeFileSync(join(out, `${name}.pdf`), pdf);
    await poppler('pdftoppm', ['-r', '60', '-png', '-', join(out, name)], pdf);
  });
});
