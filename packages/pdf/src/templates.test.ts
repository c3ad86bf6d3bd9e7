import { afterAll, describe, expect, it } from 'vitest';
import type { PdfTheme } from './documents.js';
import { quotationHtml } from './quotation.js';
import { createPdfRenderer } from './render.js';
import { centre, client, sampleQuotation, signaturePng } from './test-documents.js';
import { hasPoppler, pagesText } from './test-poppler.js';
import { themes } from './theme.js';

const chromePath = process.env.CHROME_PATH || undefined;
/** pdftotext -layout spaces columns out; one space between words is enough to compare. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe.skipIf(!hasPoppler)('the quotation as printed', () => {
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
      expect(page).not.toContain('ACCEPT THIS QUOTATION ONLINE'); // not sent yet
    },
  );

  it.each(themes)(
    'a quotation in the %s theme prints the bill-to details, both VAT numbers and the terms',
    async (theme) => {
      const [page, ...more] = await print(quotationHtml(sampleQuotation(theme as PdfTheme)));
      expect(more).toEqual([]);
      expect(page).toContain('Fatima Al Khalifa');
      expect(page).toContain('Attn: Yusuf Haddad, HSE Manager');
      expect(page).toContain('Flat 21, Building 310, Road 2803');
      expect(page).toContain('Seef District, Kingdom of Bahrain');
      expect(page).toMatch(/VAT no\. 220000987600003/);
      expect(page).toMatch(/CR no\. 45678-1/);
      expect(page).toMatch(/E-mail fatima\.alkhalifa@almanara\.bh/);
      expect(page).toMatch(/Phone \+973 3912 0456/);
      expect(page).toMatch(/VAT registration no\. 200012345600002/);
      expect(page).toContain('TERMS AND CONDITIONS');
      expect(page).toContain('A candidate who misses a booked class may join the next one');
    },
  );

  it('leaves out the client details and the terms that are not given', async () => {
    const bare = {
      ...client,
      contactPerson: client.contactName,
      address: null,
      vatNumber: null,
      crNumber: null,
      phone: null,
    };
    const [page] = await print(
      quotationHtml({
        ...sampleQuotation('corporate'),
        client: bare,
        centre: { ...centre, termsAndConditions: null, vatRegistrationNumber: null },
      }),
    );
    expect(page).toContain('Fatima Al Khalifa');
    expect(page).not.toContain('Attn:'); // the contact person is the client: named once
    for (const absent of [
      'VAT no.',
      'CR no.',
      'Phone',
      'Seef District',
      'VAT registration no.',
      'TERMS AND CONDITIONS',
    ]) {
      expect(page).not.toContain(absent);
    }
  });

  it('a sent quotation prints the link to accept it online and its QR code; an accepted one does not', async () => {
    const acceptanceUrl = 'https://training.gulflifting.bh/quotations/accept/9f3c2a7e-5b1d-4c8e-a2f0';
    const html = quotationHtml({ ...sampleQuotation('minimal'), acceptanceUrl });
    expect(html).toMatch(
      /<svg class="qr"[^>]*aria-label="QR code of the link to accept this quotation online"/,
    );
    expect(html).toMatch(/<path fill="#000" d="(M\d+ \d+h1v1h-1z){100,}"/);
    const [page, ...more] = await print(html);
    expect(more).toEqual([]);
    expect(page).toContain('ACCEPT THIS QUOTATION ONLINE');
    // The link may wrap in its narrow box; joined up it is whole.
    expect(page?.replace(/\s+/g, '')).toContain(acceptanceUrl);

    const accepted = quotationHtml({
      ...sampleQuotation('minimal'),
      acceptanceUrl,
      acceptance: { name: 'Fatima Al Khalifa', at: '2026-11-26T09:41:00Z', signaturePng: signaturePng() },
    });
    expect(accepted).not.toContain('class="qr"');
    expect((await print(accepted))[0]).not.toContain('ACCEPT THIS QUOTATION ONLINE');
  });

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
      client: {
        ...client,
        companyName: name,
        contactName: '<b>Ali</b> & "Sons"',
        contactPerson: '<i>Huda</i>',
        address: 'Road <u>1</u>\n<em>Manama</em>',
        crNumber: '<s>9</s>',
      },
      notes: '<img src=x onerror=alert(1)>',
      acceptanceUrl: 'https://x.test/accept?a="><script>alert(2)</script>',
    });
    for (const markup of [
      '<script>alert(',
      '<img src=x',
      '<i>Huda',
      '<u>1',
      '<em>Manama',
      '<s>9',
      '"><script',
    ]) {
      expect(html).not.toContain(markup);
    }
    const [page] = await print(html);
    expect(page).toContain(name);
    expect(page).toContain('<b>Ali</b> & "Sons"');
    expect(page).toContain('<img src=x onerror=alert(1)>');
    expect(page).toContain('Attn: <i>Huda</i>');
    expect(page).toContain('Road <u>1</u>');
    expect(page).toContain('<em>Manama</em>');
    expect(page).toMatch(/CR no\. <s>9<\/s>/);
  });
});
