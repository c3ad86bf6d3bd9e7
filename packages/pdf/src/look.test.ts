import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { invoiceHtml } from './invoice.js';
import { quotationHtml } from './quotation.js';
import { createPdfRenderer } from './render.js';
import { centre, sampleInvoice, sampleQuotation, signaturePng } from './test-documents.js';
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
  };

  it.each(Object.keys(documents))('%s', async (name) => {
    const out = dir as string;
    mkdirSync(out, { recursive: true });
    const pdf = await renderer.render(documents[name] as string, { footer: { centre } });
    writeFileSync(join(out, `${name}.pdf`), pdf);
    await poppler('pdftoppm', ['-r', '60', '-png', '-', join(out, name)], pdf);
  });
});
