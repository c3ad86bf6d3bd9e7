import { execFileSync } from 'node:child_process';
import { type DB, ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { createPdfRenderer } from '@tc/pdf';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, insertUser, type TestUser } from '../test-support.js';
import { insertCreditNote, insertInvoice, insertPayment } from './test-money.js';

// 11:00 on 10 December 2026 in Bahrain: November is over, December runs.
const NOW = new Date('2026-12-10T08:00:00Z');

let serial = 0;
async function quotation(
  db: Kysely<DB>,
  values: { createdAt: string; status: string; amount: string; acceptedAt?: string },
) {
  serial += 1;
  await db
    .insertInto('quotations')
    .values({
      quotationNumber: `QT-M-${serial}`,
      status: values.status,
      amount: values.amount,
      createdAt: new Date(values.createdAt),
      acceptedAt: values.acceptedAt ? new Date(values.acceptedAt) : null,
    })
    .execute();
}

async function seed(db: Kysely<DB>) {
  await quotation(db, { createdAt: '2026-11-03T09:00:00Z', status: 'sent', amount: '1936.00' });
  // A draft was never offered: not quoted.
  await quotation(db, { createdAt: '2026-11-04T09:00:00Z', status: 'draft', amount: '500.00' });
  // Created in October, accepted at 23:59 on 30 November in Bahrain.
  await quotation(db, {
    createdAt: '2026-10-20T09:00:00Z',
    status: 'accepted',
    amount: '1100.55',
    acceptedAt: '2026-11-30T20:59:00Z',
  });
  // Created in November, accepted at 00:00 on 1 December in Bahrain (still 30 November in UTC).
  await quotation(db, {
    createdAt: '2026-11-10T09:00:00Z',
    status: 'accepted',
    amount: '220.10',
    acceptedAt: '2026-11-30T21:00:00Z',
  });
  // 00:30 on 1 December in Bahrain.
  await quotation(db, { createdAt: '2026-11-30T21:30:00Z', status: 'sent', amount: '99.99' });

  const a = await insertInvoice(db, { amount: '1100.55', vatAmount: '100.05', issueDate: '2026-10-15' });
  await insertPayment(db, a, '300.00', '2026-10-31');
  // Dated the month's last day, recorded at 23:59 in Bahrain: November's.
  await insertPayment(db, a, '200.25', '2026-11-30', new Date('2026-11-30T20:59:00Z'));
  const b = await insertInvoice(db, { amount: '1936.00', vatAmount: '176.00', issueDate: '2026-11-02' });
  await insertPayment(db, b, '1936.00', '2026-11-20');
  // Issued in November, credited in December: owed at November's end, not since.
  const c = await insertInvoice(db, { amount: '550.00', vatAmount: '50.00', issueDate: '2026-11-05' });
  await insertCreditNote(db, c, { vatAmount: '50.00', issueDate: '2026-12-03' });
  const d = await insertInvoice(db, { amount: '220.11', vatAmount: '20.01', issueDate: '2026-11-30' });
  await insertPayment(db, d, '20.11', '2026-12-01');
  // Issued and credited in October: nets to nothing there.
  const e = await insertInvoice(db, { amount: '330.00', vatAmount: '30.00', issueDate: '2026-10-01' });
  await insertCreditNote(db, e, { vatAmount: '30.00', issueDate: '2026-10-20' });
  // Paid more than its total (two payments entered by hand): it owes nothing, not less.
  const f = await insertInvoice(db, { amount: '100.00', vatAmount: '9.09', issueDate: '2026-11-10' });
  await insertPayment(db, f, '60.00', '2026-11-11');
  await insertPayment(db, f, '60.00', '2026-11-12');
  // No issue date: made at 00:30 on 1 November in Bahrain, so November's.
  await insertInvoice(db, {
    amount: '10.00',
    vatAmount: '0.91',
    issueDate: null,
    createdAt: new Date('2026-10-31T21:30:00Z'),
  });
}

/** The words of a PDF, as pdftotext reads them, one space between words. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString()
    .replace(/[ \t]+/g, ' ');

const zero = {
  quoted: '0.00',
  accepted: '0.00',
  invoiced: '0.00',
  vat: '0.00',
  paid: '0.00',
  outstanding: '0.00',
};

describe.each(testDatabases())('the money in the reports on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  const pdf = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  const as = () => callerFor(database.db, { user: admin, now: () => NOW, pdf }).caller;

  beforeAll(async () => {
    database = await create();
    // The letterhead's address and contact lines.
    await ensureBootstrapData(database.db, { adminEmail: 'main@money.test', adminPassword: 'Main-admin-1' });
    admin = await insertUser(database.db, { role: 'admin' });
    await seed(database.db);
  }, 60_000);
  afterAll(async () => {
    await pdf.close();
    await database.close();
  });

  it('sums a month that is over, owed as of its last day', async () => {
    const { money } = await as().reports.monthly({ year: 2026, month: 11 });
    expect(money).toEqual({
      // 1936.00 + 220.10; the draft's 500.00 not, nor the 99.99 of 1 December.
      quoted: '2156.10',
      // 23:59 on the 30th in Bahrain is November's; 00:00 on the 1st is December's.
      accepted: '1100.55',
      // 1936.00 + 550.00 + 220.11 + 100.00 + 10.00 (no issue date, made on 1 November in Bahrain).
      invoiced: '2816.11',
      vat: '256.01',
      // 200.25 on the 30th + 1936.00 + 60.00 + 60.00.
      paid: '2256.25',
      // 1100.55 - 500.25, 550.00 credited only in December, 220.11 paid only in December, 10.00;
      // the overpaid one 0, not -20.00.
      outstanding: '1380.41',
    });
  });

  it('sums a month with its credit notes, down to a negative month', async () => {
    const { money } = await as().reports.monthly({ year: 2026, month: 10 });
    // The credit note of 20 October cancels its invoice's 330.00 and 30.00 VAT in the same month.
    expect(money).toEqual({
      quoted: '1100.55',
      accepted: '0.00',
      invoiced: '1100.55',
      vat: '100.05',
      paid: '300.00',
      // The invoice of 1 November in Bahrain (31 October in UTC) was not issued yet.
      outstanding: '800.55',
    });
    // December credits November's 550.00 invoice: less invoiced than credited.
    expect((await as().reports.monthly({ year: 2026, month: 12 })).money).toEqual({
      quoted: '99.99',
      accepted: '220.10',
      invoiced: '-550.00',
      vat: '-50.00',
      paid: '20.11',
      // As of today (10 December): 600.30 + 200.00 + 10.00; the credited invoice owes nothing.
      outstanding: '810.30',
    });
  });

  it('reports no money for a month before any invoice', async () => {
    expect((await as().reports.monthly({ year: 2026, month: 9 })).money).toEqual(zero);
    expect((await as().reports.monthly({ year: 2023, month: 1 })).money).toEqual(zero);
  });

  it('gives the year its money and each month its invoiced and paid', async () => {
    const year = await as().reports.yearly({ year: 2026 });
    expect(year.money).toEqual({
      quoted: '3356.64',
      accepted: '1320.65',
      invoiced: '3366.66',
      vat: '306.06',
      paid: '2576.36',
      outstanding: '810.30',
    });
    const byMonth = Object.fromEntries(year.monthlyData.map((row) => [row.month, [row.invoiced, row.paid]]));
    expect(byMonth).toEqual({
      1: ['0.00', '0.00'],
      2: ['0.00', '0.00'],
      3: ['0.00', '0.00'],
      4: ['0.00', '0.00'],
      5: ['0.00', '0.00'],
      6: ['0.00', '0.00'],
      7: ['0.00', '0.00'],
      8: ['0.00', '0.00'],
      9: ['0.00', '0.00'],
      10: ['1100.55', '300.00'],
      11: ['2816.11', '2256.25'],
      12: ['-550.00', '20.11'],
    });
    // The counts keep their shape beside them.
    expect(year.monthlyData[10]).toMatchObject({ month: 11, monthName: 'November', quotations: 3 });
    expect((await as().reports.yearly({ year: 2025 })).money).toEqual(zero);
  });

  it('prints the money in the month’s and the year’s PDFs', async () => {
    const month = pdfText((await as().reports.download({ year: 2026, month: 11 })).pdf);
    expect(month).toMatch(/Quoted BD 2,156.10 Accepted BD 1,100.55 Invoiced BD 2,816.11/);
    expect(month).toMatch(/VAT BD 256.01 Paid BD 2,256.25 Outstanding BD 1,380.41/);
    const year = pdfText((await as().reports.download({ year: 2026 })).pdf);
    expect(year).toMatch(/Quoted BD 3,356.64 Accepted BD 1,320.65 Invoiced BD 3,366.66/);
    expect(year).toMatch(/VAT BD 306.06 Paid BD 2,576.36 Outstanding BD 810.30/);
    expect(year).toMatch(/October 0 0 0 1 BD 1,100.55 BD 300.00/);
    expect(year).toMatch(/December 0 0 0 1 BD -550.00 BD 20.11/);
    expect(year).toMatch(/Total 2026 0 0 0 5 BD 3,366.66 BD 2,576.36/);
  });
});
