import { afterAll, describe, expect, it } from 'vitest';
import { creditNoteHtml } from './credit-note.js';
import { invoiceHtml } from './invoice.js';
import { createPdfRenderer } from './render.js';
import { centre, client, invoiceAs, sampleCreditNote } from './test-documents.js';
import { hasPoppler, pagesText } from './test-poppler.js';

/** pdftotext -layout spaces columns out; one space between words is enough to compare. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');
/** Arabic letters and the direction marks pdftotext puts around them. */
const arabicRun = /[\u0600-\u06ff\u202a-\u202e]+/g;
/** The English of a bilingual page: its Arabic taken out, so the English reads as one line. */
const english = (page: string) => squeeze(page.replace(arabicRun, ' ')).replace(/ +$/gm, '');
/**
 * The Arabic of a page with no spaces: pdftotext cuts joined Arabic letters into pieces at odd
 * places ('ف اتورة'), so words are compared without their spaces.
 */
const arabic = (page: string) => page.replace(/[\s\u202a-\u202e]+/g, '');

describe.skipIf(!hasPoppler)('the tax invoice and the credit note as printed', () => {
  const renderer = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  afterAll(() => renderer.close());
  const pagesOf = (html: string) =>
    renderer.render(html, { footer: { centre, language: 'both' } }).then(pagesText);
  const print = async (html: string) => (await pagesOf(html)).map(english);
  const onePage = async (html: string) => {
    const [page, ...more] = await print(html);
    expect(more).toEqual([]);
    return page ?? '';
  };

  /** What every invoice prints, whatever its money. */
  const expectInvoice = (page: string) => {
    expect(page).toContain('Tax Invoice');
    expect(page).toMatch(/Invoice number INV-2026-0001/);
    expect(page).toMatch(/Issue date 30\/11\/2026/);
    expect(page).toMatch(/Due date 30\/12\/2026/);
    expect(page).toMatch(/Quotation Q-2026-0042/);
    expect(page).toMatch(/VAT registration no\. 200012345600002/);
    expect(page).toContain('BILL TO');
    expect(page).toContain(client.companyName);
    expect(page).toContain('Fatima Al Khalifa');
    expect(page).toContain('Yusuf Haddad, HSE Manager');
    expect(page).toContain('Flat 21, Building 310, Road 2803');
    expect(page).toContain('Seef District, Kingdom of Bahrain');
    expect(page).toMatch(/VAT no\. 220000987600003/);
    expect(page).toMatch(/CR no\. 45678-1/);
    expect(page).toMatch(/E-mail fatima\.alkhalifa@almanara\.bh/);
    expect(page).toMatch(/Phone \+973 3912 0456/);
    expect(page).toMatch(/Tower Crane Operations Assessment only 2 BD 70\.00 BD 140\.00/);
    expect(page).toMatch(/Subtotal BD 1,036\.50/);
    expect(page).toMatch(/VAT 10% 10% BD 103\.65/); // once after each language's words
    expect(page).toMatch(/Total BD 1,140\.15/);
    expect(page).toContain('IBAN: BH67 NBOB 0000 0012 3456 78');
    expect(page).toContain('TERMS AND CONDITIONS');
    expect(page).toContain('A candidate who misses a booked class may join the next one');
    expect(page).toContain('Page 1 of 1');
  };
  const marks = ['PAID', 'PARTLY PAID', 'OVERDUE', 'CREDITED'];
  const markOf = (page: string) => marks.filter((mark) => new RegExp(`^ *${mark} *$`, 'm').test(page));

  it('unpaid: the due date and the whole total due, no payments, no loud mark', async () => {
    const page = await onePage(invoiceHtml(invoiceAs('unpaid')));
    expectInvoice(page);
    expect(markOf(page)).toEqual([]);
    expect(page).toMatch(/Amount paid BD 0\.00/);
    expect(page).toMatch(/Balance due BD 1,140\.15/);
    expect(page).not.toContain('PAYMENTS RECEIVED');
    expect(page).toMatch(/Please pay BD 1,140\.15 by 30 Dec 2026, quoting invoice INV-2026-0001\./);
  });

  it('says every label and sentence in Arabic too', async () => {
    const [page = ''] = await pagesOf(invoiceHtml(invoiceAs('partially_paid')));
    const words = arabic(page);
    for (const label of [
      'فاتورةضريبية',
      'رقمالفاتورة',
      'تاريخالاستحقاق',
      'الرقمالضريبي',
      'المجموعالفرعي',
      'ضريبةالقيمةالمضافة',
      'الرصيدالمستحق',
      'الدفعاتالمستلمة',
      'تحويلبنكي',
      'مدفوعة',
      'صفحة',
      'يرجىسدادالرصيدالمتبقي',
      'ديسمبر', // the Arabic sentence's date: an Arabic month, Western digits
    ]) {
      expect(words).toContain(label);
    }
  });

  it('partly paid: the payment received, what was paid and the balance', async () => {
    const page = await onePage(invoiceHtml(invoiceAs('partially_paid')));
    expectInvoice(page);
    expect(markOf(page)).toEqual(['PARTLY PAID']);
    expect(page).toContain('PAYMENTS RECEIVED');
    expect(page).toMatch(/DATE METHOD REFERENCE AMOUNT/);
    expect(page).toMatch(/10\/12\/2026 Bank transfer NBB-TRX-88231 BD 500\.00/);
    expect(page).toMatch(/Amount paid BD 500\.00/);
    expect(page).toMatch(/Balance due BD 640\.15/);
    expect(page).toMatch(/Please pay the balance of BD 640\.15 by 30 Dec 2026\./);
  });

  it('paid: every payment with its method and reference, nothing left', async () => {
    const page = await onePage(invoiceHtml(invoiceAs('paid')));
    expectInvoice(page);
    expect(markOf(page)).toEqual(['PAID']);
    expect(page).toMatch(/10\/12\/2026 Bank transfer NBB-TRX-88231 BD 500\.00/);
    expect(page).toMatch(/20\/12\/2026 Cheque CHQ 004512 BD 640\.15/);
    expect(page).toMatch(/Amount paid BD 1,140\.15/);
    expect(page).toMatch(/Balance due BD 0\.00/);
    expect(page).toContain('Paid in full. Thank you.');
    expect(page).not.toContain('Please pay');
  });

  it('overdue: marked, and says when it was due', async () => {
    const page = await onePage(invoiceHtml(invoiceAs('overdue')));
    expectInvoice(page);
    expect(markOf(page)).toEqual(['OVERDUE']);
    expect(page).toMatch(
      /This invoice was due on 30 Dec 2026\. Please pay the balance of BD 1,140\.15 now\./,
    );
  });

  it('credited: marked, names the credit note that cancelled it, nothing due', async () => {
    const page = await onePage(invoiceHtml(invoiceAs('credited')));
    expectInvoice(page);
    expect(markOf(page)).toEqual(['CREDITED']);
    expect(page).toContain('Cancelled by credit note CN-2026-0001.');
    expect(page).toMatch(/Balance due BD 0\.00/);
    expect(page).not.toContain('Please pay');
  });

  it('cash and card payments print by name, a payment without a reference leaves it blank', async () => {
    const invoice = invoiceAs('paid');
    const page = await onePage(
      invoiceHtml({
        ...invoice,
        payments: [
          { paidAt: '2026-12-01', method: 'cash', reference: null, amount: '140.15' },
          { paidAt: '2026-12-02', method: 'card', reference: '<b>POS</b> 7781', amount: '1000.00' },
        ],
      }),
    );
    expect(page).toMatch(/01\/12\/2026 Cash BD 140\.15/);
    expect(page).toMatch(/02\/12\/2026 Card <b>POS<\/b> 7781 BD 1,000\.00/);
  });

  it('20 lines run onto more pages with the payments, totals and terms whole', async () => {
    const pages = await print(invoiceHtml(invoiceAs('paid', 20)));
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join('\n');
    for (let line = 1; line <= 20; line++) expect(all).toContain(`(group ${line})`);
    const totals = pages.find((page) => page.includes('PAYMENTS RECEIVED')) ?? '';
    expect(totals).toMatch(/Balance due BD 0\.00/);
    expect(pages.at(-1)).toContain('TERMS AND CONDITIONS');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it("a credit note: 'Tax Credit Note', its number and dates, the invoice, the reason, client, lines and totals", async () => {
    const page = await onePage(creditNoteHtml(sampleCreditNote()));
    expect(page).toContain('Tax Credit Note');
    expect(page).toMatch(/Credit note number CN-2026-0001/);
    expect(page).toMatch(/Issue date 04\/12\/2026/);
    expect(page).toMatch(/Tax invoice INV-2026-0001/);
    expect(page).toMatch(/Invoice date 30\/11\/2026/);
    expect(page).toMatch(/VAT registration no\. 200012345600002/);
    expect(page).toContain('CREDIT TO');
    expect(page).toContain(client.companyName);
    expect(page).toContain('Seef District, Kingdom of Bahrain');
    expect(page).toMatch(/VAT no\. 220000987600003/);
    expect(page).toMatch(/CR no\. 45678-1/);
    expect(page).toMatch(/Mobile Crane Operations Full course 1 BD 160\.00 BD 160\.00/);
    expect(page).toMatch(/Subtotal BD 1,036\.50/);
    expect(page).toMatch(/VAT 10% 10% BD 103\.65/);
    expect(page).toMatch(/Total credited BD 1,140\.15/);
    expect(page).toContain('This credit note cancels tax invoice INV-2026-0001 of 30 Nov 2026 in full');
    expect(page).toContain('REASON');
    expect(page).toContain('The client cancelled the December class before it started.');
    expect(page).toContain('TERMS AND CONDITIONS');
    expect(page).toContain('Tax Credit Note CN-2026-0001'); // the footer
    const [printed = ''] = await pagesOf(creditNoteHtml(sampleCreditNote()));
    for (const label of ['إشعاردائنضريبي', 'رقمالإشعارالدائن', 'الإجماليالدائن', 'السبب']) {
      expect(arabic(printed)).toContain(label);
    }
  });

  it('prints a reason typed with markup as text', async () => {
    const html = creditNoteHtml({ ...sampleCreditNote(), reason: '<script>x()</script> & <b>refund</b>' });
    expect(html).not.toContain('<script>x()');
    expect(await onePage(html)).toContain('<script>x()</script> & <b>refund</b>');
  });
});
