import { afterAll, describe, expect, it } from 'vitest';
import type { PdfTheme } from './documents.js';
import { invoiceHtml } from './invoice.js';
import { quotationHtml } from './quotation.js';
import { createPdfRenderer } from './render.js';
import { centre, client, sampleInvoice, sampleQuotation, signaturePng } from './test-documents.js';
import { hasPoppler, pagesText } from './test-poppler.js';
import { themes } from './theme.js';

const chromePath = process.env.CHROME_PATH || undefined;
/** pdftotext -layout spaces columns out; one space between words is enough to compare. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe.skipIf(!hasPoppler)('the quotation and invoice as printed', () => {
  const renderer = createPdfRenderer({ chromePath });
  afterAll(() => renderer.close());
  const print = async (html: string) =>
    (await pagesText(await renderer.render(html, { footer: { centre } }))).map(squeeze);

  it.each(themes)(
    'a quotation in the %s theme shows its number, lines, VAT, total and footer',
    async (theme) => {
      const document = sampleQuotation(theme as PdfTheme);
      const [page, ...more] = await print(quotationHtml(document));
      expect(more).toEqual([]);
      expect(page).toContain('Quotation');
      expect(page).toContain('Q-2026-0042');
      expect(page).toMatch(/Issue date 24 Nov 2026/);
      expect(page).toMatch(/Valid until 24 Dec 2026/);
      expect(page).toContain('Al Manara Construction & Contracting W.L.L.');
      expect(page).toMatch(/Mobile Crane Operations Full course 1 BD 160\.00 BD 160\.00/);
      expect(page).toMatch(/Tower Crane Operations Assessment only 2 BD 70\.00 BD 140\.00/);
      expect(page).toMatch(/Overhead Crane Operations with Slinging,.*Full course 3 BD 245\.50 BD 736\.50/);
      for (const code of ['MCO-101', 'TCO-201', 'OCO-305-SUP']) expect(page).toContain(code);
      expect(page).toMatch(/Subtotal BD 1,036\.50/);
      expect(page).toMatch(/VAT 10% BD 103\.65/);
      expect(page).toMatch(/Total BD 1,140\.15/);
      expect(page).toContain('This quotation is valid until 24 Dec 2026.');
      expect(page).toContain('Candidates bring their CPR and safety boots.');
      expect(page).toContain('IBAN: BH67 NBOB 0000 0012 3456 78');
      expect(page).toContain('Gulf Lifting & Heavy Equipment Training Centre');
      expect(page).toContain('+973 1777 4210 · training@gulflifting.bh');
      expect(page).toContain('Page 1 of 1');
      expect(page).not.toContain('Accepted');
    },
  );

  it('40 lines run over several pages, each with its footer, table header and whole rows', async () => {
    const pages = await print(quotationHtml(sampleQuotation('corporate', 40)));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('Quotation Q-2026-0042'); // the footer names the document on every page
    });
    const all = pages.join('\n');
    for (let line = 1; line <= 40; line++) expect(all).toContain(`(group ${line})`);
    // Every page the table reaches starts it with its header again.
    const tablePages = pages.filter((page) => page.includes('(group '));
    for (const page of tablePages) expect(page).toMatch(/COURSE TRAINING CANDIDATES/);
    // A row is never cut: its course name and its amounts stand on the same page.
    for (const page of tablePages) {
      const names = page.match(/\(group \d+\)/g) ?? [];
      const codes = page.match(/\b(MCO-101|TCO-201|OCO-305-SUP|FLT-110)\b/g) ?? [];
      expect(codes.length).toBe(names.length);
    }
    expect(pages.at(-1)).toContain('Payment details'.toUpperCase());
  });

  it('an accepted quotation shows who accepted it, when, and the signature', async () => {
    const html = quotationHtml({
      ...sampleQuotation('bold'),
      acceptance: { name: 'Fatima Al Khalifa', at: '2026-11-26T09:41:00Z', signaturePng: signaturePng() },
    });
    expect(html).toContain(`src="${signaturePng()}"`);
    const [page, ...more] = await print(html);
    expect(more).toEqual([]); // the acceptance sits beside the totals: still one page
    expect(page).toContain('ACCEPTED');
    // -layout sets the acceptance beside the totals, so their lines interleave.
    expect(page?.replace(/\s+/g, ' ')).toMatch(
      /Accepted by Fatima Al Khalifa on 26 Nov 2026,.*12:41 \(Bahrain time\)/,
    );
  });

  it('prints what a client typed as text, never as markup', async () => {
    const name = '<script>alert(1)</script>';
    const html = quotationHtml({
      ...sampleQuotation('minimal'),
      client: { ...client, companyName: name, contactName: '<b>Ali</b> & "Sons"' },
      notes: '<img src=x onerror=alert(1)>',
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    const [page] = await print(html);
    expect(page).toContain(name);
    expect(page).toContain('<b>Ali</b> & "Sons"');
    expect(page).toContain('<img src=x onerror=alert(1)>');
  });

  it('a tax invoice shows its number, the quotation, the VAT number, lines, totals and payment details', async () => {
    const [page, ...more] = await print(invoiceHtml(sampleInvoice()));
    expect(more).toEqual([]);
    expect(page).toContain('Tax Invoice');
    expect(page).toMatch(/Invoice number INV-2026-0001/);
    expect(page).toMatch(/Issue date 30 Nov 2026/);
    expect(page).toMatch(/Quotation Q-2026-0042/);
    expect(page).toMatch(/VAT registration no\. 200012345600002/);
    expect(page).toContain('Bill to'.toUpperCase());
    expect(page).toMatch(/Tower Crane Operations Assessment only 2 BD 70\.00 BD 140\.00/);
    expect(page).toMatch(/VAT 10% BD 103\.65/);
    expect(page).toMatch(/Total BD 1,140\.15/);
    expect(page).toContain('IBAN: BH67 NBOB 0000 0012 3456 78');
    expect(page).toContain('Page 1 of 1');
  });
});
