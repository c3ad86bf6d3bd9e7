import { execFileSync } from 'node:child_process';
import { type DB, ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { createPdfRenderer } from '@tc/pdf';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, insertCourse, insertUser, outcome, type TestUser } from '../test-support.js';
import { REPORT_MONTH_MESSAGE, REPORT_YEAR_MESSAGE } from './reports.schema.js';

// 11:00 on 24 November 2026 in Bahrain: 2026 is the current year, December still to come.
const NOW = new Date('2026-11-24T08:00:00Z');
/** The words of a PDF, as pdftotext reads them, one space between words. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString()
    .replace(/[ \t]+/g, ' ');

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

async function seed(db: Kysely<DB>) {
  const client = await insertUser(db, { role: 'client' });
  const course = await insertCourse(db, { courseType: 'mobile_crane_operations' });
  const classOn = (preferredDate: string, status: string, numberOfCandidates: number) =>
    db
      .insertInto('schedules')
      .values({
        userId: client.id,
        courseId: course.id,
        preferredDate,
        preferredTime: '08:00',
        status,
        numberOfCandidates,
      })
      .execute();
  const certificateIssued = (issueDate: string) => {
    const n = next();
    return db
      .insertInto('certificates')
      .values({
        userId: client.id,
        courseId: course.id,
        courseType: 'mobile_crane_operations',
        certificateNumber: `CERT-R-${n}`,
        fileName: `cert-${n}.pdf`,
        filePath: `certificates/cert-${n}.pdf`,
        issueDate,
        expiryDate: '2029-01-01',
      })
      .execute();
  };
  const quotationCreated = (createdAt: string, status: string) =>
    db
      .insertInto('quotations')
      .values({
        quotationNumber: `QT-R-${next()}`,
        status,
        companyName: 'Gulf Cranes W.L.L.',
        createdAt: new Date(createdAt),
      })
      .execute();

  // November 2026: its first and last day, a pending one and a cancelled one (whose candidates do not count).
  await classOn('2026-11-01', 'confirmed', 5);
  await classOn('2026-11-30', 'completed', 3);
  await classOn('2026-11-15', 'pending', 2);
  await classOn('2026-11-20', 'cancelled', 7);
  // The days either side belong to October and December.
  await classOn('2026-12-01', 'confirmed', 4);
  await classOn('2026-10-31', 'pending', 6);
  await classOn('2026-01-01', 'confirmed', 8);
  await classOn('2025-12-31', 'confirmed', 2);

  await certificateIssued('2026-11-01');
  await certificateIssued('2026-11-30');
  await certificateIssued('2026-10-31');
  await certificateIssued('2026-12-01');
  await certificateIssued('2026-01-15');

  await quotationCreated('2026-11-05T09:00:00Z', 'accepted');
  await quotationCreated('2026-11-10T09:00:00Z', 'sent');
  await quotationCreated('2026-11-12T09:00:00Z', 'viewed');
  await quotationCreated('2026-11-13T09:00:00Z', 'draft');
  // 23:30 on 30 November in Bahrain: November. 00:30 on 1 December in Bahrain (30 November in UTC): December.
  await quotationCreated('2026-11-30T20:30:00Z', 'rejected');
  await quotationCreated('2026-11-30T21:30:00Z', 'sent');
  // 00:30 on 1 November in Bahrain, still 31 October in UTC: November.
  await quotationCreated('2026-10-31T21:30:00Z', 'expired');
  // 00:30 on New Year's Day 2026 in Bahrain, and 23:30 on New Year's Eve 2025.
  await quotationCreated('2025-12-31T21:30:00Z', 'sent');
  await quotationCreated('2025-12-31T20:30:00Z', 'draft');
}

const empty = { schedules: 0, certificates: 0, quotations: 0, candidates: 0 };
/** These quotations carry no amounts and there are no invoices: the money is nothing (reports-money.test.ts sums it). */
const noMoney = {
  quoted: '0.00',
  accepted: '0.00',
  invoiced: '0.00',
  vat: '0.00',
  paid: '0.00',
  outstanding: '0.00',
};
const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

describe.each(testDatabases())('monthly and yearly reports on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  const pdf = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  const as = (user: TestUser | null) => callerFor(database.db, { user, now: () => NOW, pdf }).caller;

  beforeAll(async () => {
    database = await create();
    // The letterhead's address and contact lines.
    await ensureBootstrapData(database.db, {
      adminEmail: 'main@reports.test',
      adminPassword: 'Main-admin-1',
    });
    admin = await insertUser(database.db, { role: 'admin' });
    client = await insertUser(database.db, { role: 'client' });
    await seed(database.db);
  }, 60_000);
  afterAll(async () => {
    await pdf.close();
    await database.close();
  });

  it('counts a month by class date, issue date and Bahrain creation time', async () => {
    expect(await as(admin).reports.monthly({ year: 2026, month: 11 })).toEqual({
      year: 2026,
      month: 11,
      monthName: 'November',
      schedules: { total: 4, pending: 1, confirmed: 1, completed: 1, cancelled: 1 },
      certificates: { total: 2 },
      // accepted; sent and viewed pending; draft, rejected (23:30 on the 30th) and expired (00:30 on the 1st) only in the total.
      quotations: { total: 6, accepted: 1, pending: 2 },
      totalCandidates: 10,
      money: noMoney,
    });
    expect(await as(admin).reports.monthly({ year: 2026, month: 12 })).toMatchObject({
      monthName: 'December',
      schedules: { total: 1, confirmed: 1 },
      certificates: { total: 1 },
      quotations: { total: 1, accepted: 0, pending: 1 },
      totalCandidates: 4,
    });
    expect(await as(admin).reports.monthly({ year: 2026, month: 10 })).toMatchObject({
      schedules: { total: 1, pending: 1 },
      certificates: { total: 1 },
      quotations: { total: 0 },
      totalCandidates: 6,
    });
  });

  it('takes the year and month as query-string text too', async () => {
    const report = await as(admin).reports.monthly({ year: '2026', month: ' 11 ' });
    expect(report).toMatchObject({ monthName: 'November', schedules: { total: 4 } });
  });

  it('reports zeros for a month with nothing, even one still to come this year', async () => {
    expect(await as(admin).reports.monthly({ year: 2023, month: 2 })).toEqual({
      year: 2023,
      month: 2,
      monthName: 'February',
      schedules: { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 },
      certificates: { total: 0 },
      quotations: { total: 0, accepted: 0, pending: 0 },
      totalCandidates: 0,
      money: noMoney,
    });
  });

  it('gives a year as 12 months and their totals', async () => {
    const year = await as(admin).reports.yearly({ year: 2026 });
    const filled: Record<number, typeof empty> = {
      1: { schedules: 1, certificates: 1, quotations: 1, candidates: 8 },
      10: { schedules: 1, certificates: 1, quotations: 0, candidates: 6 },
      11: { schedules: 4, certificates: 2, quotations: 6, candidates: 10 },
      12: { schedules: 1, certificates: 1, quotations: 1, candidates: 4 },
    };
    expect(year).toEqual({
      year: 2026,
      totals: { schedules: 7, certificates: 5, quotations: 8, candidates: 28 },
      monthlyData: MONTHS.map((monthName, index) => ({
        month: index + 1,
        monthName,
        ...(filled[index + 1] ?? empty),
        invoiced: '0.00',
        paid: '0.00',
      })),
      money: noMoney,
    });
    const before = await as(admin).reports.yearly({ year: 2025 });
    expect(before.totals).toEqual({ schedules: 1, certificates: 0, quotations: 1, candidates: 2 });
    expect(before.monthlyData[11]).toEqual({
      month: 12,
      monthName: 'December',
      schedules: 1,
      certificates: 0,
      quotations: 1,
      candidates: 2,
      invoiced: '0.00',
      paid: '0.00',
    });
    expect(before.monthlyData).toHaveLength(12);
  });

  it.each([
    ['year 2022', { year: 2022, month: 1 }, REPORT_YEAR_MESSAGE],
    ['next year', { year: 2027, month: 1 }, REPORT_YEAR_MESSAGE],
    ['a year as words', { year: 'last', month: 1 }, REPORT_YEAR_MESSAGE],
    ['no year', { month: 1 }, REPORT_YEAR_MESSAGE],
    ['month 0', { year: 2026, month: 0 }, REPORT_MONTH_MESSAGE],
    ['month 13', { year: 2026, month: '13' }, REPORT_MONTH_MESSAGE],
    ["month 'abc'", { year: 2026, month: 'abc' }, REPORT_MONTH_MESSAGE],
    ['an empty month', { year: 2026, month: '' }, REPORT_MONTH_MESSAGE],
    ['no month', { year: 2026 }, REPORT_MONTH_MESSAGE],
    ['half a month', { year: 2026, month: 6.5 }, REPORT_MONTH_MESSAGE],
  ])('refuses %s with the field’s message', async (_name, input, message) => {
    expect(await outcome(as(admin).reports.monthly(input as never))).toEqual({ status: 400, message });
  });

  it('refuses a year out of range for the yearly report and the download', async () => {
    for (const year of [2022, 2027, 'abc', '']) {
      expect(await outcome(as(admin).reports.yearly({ year } as never))).toEqual({
        status: 400,
        message: REPORT_YEAR_MESSAGE,
      });
    }
    expect(await outcome(as(admin).reports.download({ year: 2027 }))).toEqual({
      status: 400,
      message: REPORT_YEAR_MESSAGE,
    });
    expect(await outcome(as(admin).reports.download({ year: 2026, month: 13 }))).toEqual({
      status: 400,
      message: REPORT_MONTH_MESSAGE,
    });
  });

  it('is for admins only', async () => {
    expect(await outcome(as(null).reports.monthly({ year: 2026, month: 11 }))).toMatchObject({ status: 401 });
    expect(await outcome(as(client).reports.yearly({ year: 2026 }))).toMatchObject({ status: 403 });
    expect(await outcome(as(client).reports.download({ year: 2026 }))).toMatchObject({ status: 403 });
  });

  it('prints the month on the letterhead with its figures', async () => {
    const { fileName, pdf: file } = await as(admin).reports.download({ year: 2026, month: 11 });
    expect(fileName).toBe('report-2026-11.pdf');
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file);
    expect(text).toContain('Monthly Report');
    expect(text).toMatch(/Period November 2026/);
    expect(text).toMatch(/Pending 1\b/);
    expect(text).toMatch(/Cancelled 1\b/);
    expect(text).toMatch(/Total classes 4\b/);
    expect(text).toMatch(/Accepted 1\b/);
    expect(text).toMatch(/Pending \(sent or viewed\) 2\b/);
    expect(text).toMatch(/Draft, rejected or expired 3\b/);
    expect(text).toMatch(/Total quotations 6\b/);
    expect(text).toContain('Certificates issued');
    expect(text).toContain('Page 1 of 1');
  });

  it('prints the year with its chart and month-by-month table', async () => {
    const { fileName, pdf: file } = await as(admin).reports.download({ year: '2026' });
    expect(fileName).toBe('report-2026.pdf');
    const text = pdfText(file);
    expect(text).toContain('Yearly Report');
    expect(text).toMatch(/Year 2026/);
    expect(text).toMatch(/November 4 10 2 6/);
    expect(text).toMatch(/January 1 8 1 1/);
    expect(text).toMatch(/February 0 0 0 0/);
    expect(text).toMatch(/Total 2026 7 28 5 8/);
    // The chart's month labels and legend are text too.
    expect(text).toMatch(/Jan\s+Feb\s+Mar/);
    expect(text).toMatch(/Classes\s+Certificates\s+Quotations/);
  });
});
