import type { DB } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateStatus } from '../public-certificates/public-certificates.service.js';
import { insertCreditNote, insertInvoice, insertPayment } from '../reports/test-money.js';
import { callerFor, insertCourse, insertUser, outcome, type TestUser } from '../test-support.js';
import type { AdminAnalytics } from './analytics.schema.js';

// 00:30 on 1 July 2026 in Bahrain, still 30 June in UTC: every "today", month and year below is
// the Bahrain one, and a figure taken by the UTC date would come out wrong.
const NOW = new Date('2026-06-30T21:30:00Z');

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

/** A private certificate of the client for the course, expiring on that date. */
async function insertCertificate(db: Kysely<DB>, userId: string, courseId: string, expiryDate: string) {
  const n = next();
  await db
    .insertInto('certificates')
    .values({
      userId,
      courseId,
      courseType: 'mobile_crane_operations',
      certificateNumber: `CERT-${n}`,
      fileName: `cert-${n}.pdf`,
      filePath: `certificates/cert-${n}.pdf`,
      issueDate: '2024-01-01',
      expiryDate,
    })
    .execute();
}

async function insertPublicCertificate(
  db: Kysely<DB>,
  courseId: string,
  fields: { expiryDate: string | null; isVisible?: boolean; revoked?: boolean },
) {
  const n = next();
  await db
    .insertInto('publicCertificates')
    .values({
      certificateNumber: `PUB-${n}`,
      studentName: `Student ${n}`,
      courseId,
      courseType: 'mobile_crane_operations',
      publishDate: '2024-01-01',
      expiryDate: fields.expiryDate,
      isVisible: fields.isVisible ?? true,
      ...(fields.revoked
        ? { revokedAt: new Date('2026-03-01T08:00:00Z'), revokedReason: 'Issued in error' }
        : {}),
    })
    .execute();
}

async function insertClass(
  db: Kysely<DB>,
  userId: string,
  fields: { status: string; date: string; candidates: number; courseId?: string; courseType?: string },
) {
  await db
    .insertInto('schedules')
    .values({
      userId,
      courseId: fields.courseId ?? null,
      courseType: fields.courseType ?? null,
      status: fields.status,
      preferredDate: fields.date,
      preferredTime: '08:00',
      numberOfCandidates: fields.candidates,
    })
    .execute();
}

async function insertQuotation(db: Kysely<DB>, status: string, amount: string, acceptedAt?: string) {
  await db
    .insertInto('quotations')
    .values({
      quotationNumber: `QT-${next()}`,
      status,
      amount,
      companyName: 'Gulf Cranes W.L.L.',
      ...(acceptedAt ? { acceptedAt: new Date(acceptedAt), acceptedBy: 'Jane Doe' } : {}),
    })
    .execute();
}

async function insertMessage(db: Kysely<DB>, isRead: boolean) {
  await db
    .insertInto('contactMessages')
    .values({ name: 'Ahmed', email: `ahmed-${next()}@example.bh`, message: 'Hello', isRead })
    .execute();
}

/** Every figure of the tab on this seed, worked out by hand. */
const expected: AdminAnalytics = {
  users: { total: 7, admins: 2, clients: 4, instructors: 1 },
  // Expiring on today (1 July) is expired; 2 July, 11 July (10 days) and 31 July (30 days) are
  // expiring soon; 1 August (31 days) and 10 August (40 days) are valid and not soon.
  certificates: { total: 7, valid: 5, expired: 2, expiringSoon: 3 },
  // Hidden and revoked rows are not the directory's: 2 valid (one never expires), 1 expired.
  publicCertificates: { total: 3, valid: 2, expired: 1 },
  classes: { total: 11, pending: 3, confirmed: 4, completed: 3, cancelled: 1 },
  // Sent and viewed count as pending.
  quotations: { total: 10, draft: 1, pending: 3, accepted: 4, rejected: 1, expired: 1 },
  courses: { total: 5, active: 4, inactive: 1 },
  courseTypes: [
    { courseType: 'mobile_crane_operations', count: 3 },
    { courseType: 'tower_crane_operations', count: 1 },
    { courseType: 'overhead_crane_operations', count: 0 },
    { courseType: 'refresher_training', count: 0 },
    { courseType: 'forklift', count: 4 },
    { courseType: 'rigger', count: 2 },
    { courseType: 'excavator', count: 1 },
  ],
  contactMessages: { total: 5, unread: 3, read: 2 },
  // This month: the one accepted at 00:15 on 1 July in Bahrain (30 June in UTC). This year: that,
  // one in February and one accepted at 00:30 on 1 January in Bahrain (31 December in UTC).
  revenue: { thisMonth: '1100.50', thisYear: '1850.75', currency: 'BHD' },
  // 749.50 left of one due yesterday, 120.25 of one due mid-June: overdue; 500.00 due today is not
  // yet; the credited and the paid ones owe nothing.
  receivables: { outstanding: '1369.75', overdue: '869.75', overdueCount: 2 },
  // August 2025 to July 2026; cancelled classes, and classes outside the window, are not there.
  monthly: [
    { month: '2025-08', classes: 1, candidates: 6 },
    { month: '2025-09', classes: 0, candidates: 0 },
    { month: '2025-10', classes: 0, candidates: 0 },
    { month: '2025-11', classes: 0, candidates: 0 },
    { month: '2025-12', classes: 0, candidates: 0 },
    { month: '2026-01', classes: 2, candidates: 10 },
    { month: '2026-02', classes: 0, candidates: 0 },
    { month: '2026-03', classes: 1, candidates: 9 },
    { month: '2026-04', classes: 0, candidates: 0 },
    { month: '2026-05', classes: 0, candidates: 0 },
    { month: '2026-06', classes: 2, candidates: 6 },
    { month: '2026-07', classes: 2, candidates: 8 },
  ],
};

describe.each(testDatabases())('the admin analytics on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  let instructor: TestUser;

  beforeAll(async () => {
    database = await create();
    const db = database.db;
    admin = await insertUser(db, { role: 'admin', isMainAdmin: true });
    await insertUser(db, { role: 'admin' });
    client = await insertUser(db, { role: 'client' });
    await insertUser(db, { role: 'client' });
    await insertUser(db, { role: 'client' });
    await insertUser(db, { role: 'client', isActive: false });
    instructor = await insertUser(db, { role: 'instructor' });

    const mobile = await insertCourse(db, { courseType: 'mobile_crane_operations' });
    const tower = await insertCourse(db, { courseType: 'tower_crane_operations' });
    const forklift = await insertCourse(db, { courseType: 'forklift' });
    const rigger = await insertCourse(db, { courseType: 'rigger', isActive: false });
    await insertCourse(db, { courseType: 'overhead_crane_operations' });

    for (const expiry of [
      '2025-12-31',
      '2026-07-01',
      '2026-07-02',
      '2026-07-11',
      '2026-07-31',
      '2026-08-01',
      '2026-08-10',
    ]) {
      await insertCertificate(db, client.id, mobile.id, expiry);
    }

    await insertPublicCertificate(db, mobile.id, { expiryDate: '2027-05-01' });
    await insertPublicCertificate(db, mobile.id, { expiryDate: null });
    await insertPublicCertificate(db, mobile.id, { expiryDate: '2026-07-01' });
    await insertPublicCertificate(db, mobile.id, { expiryDate: '2027-05-01', isVisible: false });
    await insertPublicCertificate(db, mobile.id, { expiryDate: '2027-05-01', revoked: true });

    const classes = [
      { status: 'pending', date: '2026-07-01', candidates: 5, courseId: mobile.id },
      { status: 'confirmed', date: '2026-07-20', candidates: 3, courseId: mobile.id },
      { status: 'confirmed', date: '2026-06-30', candidates: 2, courseId: mobile.id },
      { status: 'completed', date: '2026-06-10', candidates: 4, courseId: tower.id },
      { status: 'completed', date: '2025-08-01', candidates: 6, courseId: forklift.id },
      { status: 'cancelled', date: '2026-07-05', candidates: 10, courseId: forklift.id },
      { status: 'pending', date: '2025-07-31', candidates: 7, courseId: forklift.id },
      { status: 'confirmed', date: '2026-08-01', candidates: 1, courseId: forklift.id },
      { status: 'completed', date: '2026-01-15', candidates: 8, courseId: rigger.id },
      { status: 'pending', date: '2026-01-20', candidates: 2, courseId: rigger.id },
      // A class whose course is gone keeps the type it was booked with.
      { status: 'confirmed', date: '2026-03-03', candidates: 9, courseType: 'excavator' },
    ];
    for (const fields of classes) await insertClass(db, client.id, fields);

    await insertQuotation(db, 'draft', '100.00');
    await insertQuotation(db, 'sent', '5000.00');
    await insertQuotation(db, 'sent', '10.00');
    await insertQuotation(db, 'viewed', '20.00');
    await insertQuotation(db, 'rejected', '30.00');
    await insertQuotation(db, 'expired', '40.00');
    await insertQuotation(db, 'accepted', '1100.50', '2026-06-30T21:15:00Z');
    await insertQuotation(db, 'accepted', '550.25', '2026-02-10T10:00:00Z');
    await insertQuotation(db, 'accepted', '200.00', '2025-12-31T21:30:00Z');
    await insertQuotation(db, 'accepted', '999.99', '2025-12-31T20:30:00Z');

    for (const isRead of [false, false, false, true, true]) await insertMessage(db, isRead);

    const invoice = (amount: string, dueDate: string) =>
      insertInvoice(db, { amount, vatAmount: '0.00', issueDate: '2026-05-01', dueDate });
    await insertPayment(db, await invoice('1000.00', '2026-06-30'), '250.50', '2026-06-20');
    await invoice('500.00', '2026-07-01');
    await insertCreditNote(db, await invoice('300.00', '2026-06-01'), {
      vatAmount: '0.00',
      issueDate: '2026-06-10',
    });
    await insertPayment(db, await invoice('200.00', '2026-05-31'), '200.00', '2026-05-20');
    await invoice('120.25', '2026-06-15');
  });
  afterAll(() => database.close());

  const as = (user: TestUser | null) => callerFor(database.db, { user, now: () => NOW }).caller;

  it('answers every figure of the seed, as of the Bahrain date', async () => {
    expect(await as(admin).analytics.overview()).toEqual(expected);
  });

  it('counts valid certificates by the same rule as the certificate lists', async () => {
    const rows = await database.db.selectFrom('certificates').select('expiryDate').execute();
    const valid = rows.filter((row) => certificateStatus(row.expiryDate, NOW) === 'valid').length;
    const { certificates } = await as(admin).analytics.overview();
    expect(certificates.valid).toBe(valid);
  });

  it('moves with the clock: a day later, 2 July has expired and the window reaches 1 August', async () => {
    const tomorrow = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
    const answer = await callerFor(database.db, {
      user: admin,
      now: () => tomorrow,
    }).caller.analytics.overview();
    expect(answer.certificates).toEqual({ total: 7, valid: 4, expired: 3, expiringSoon: 3 });
    expect(answer.revenue).toEqual(expected.revenue);
    // The invoice due on 1 July is overdue from 2 July.
    expect(answer.receivables).toEqual({ outstanding: '1369.75', overdue: '1369.75', overdueCount: 3 });
  });

  it('starts a new month and year at Bahrain midnight', async () => {
    const newYear = new Date('2026-12-31T21:00:00Z');
    const answer = await callerFor(database.db, {
      user: admin,
      now: () => newYear,
    }).caller.analytics.overview();
    expect(answer.revenue).toEqual({ thisMonth: '0.00', thisYear: '0.00', currency: 'BHD' });
    expect(answer.receivables).toMatchObject({ overdue: '1369.75', overdueCount: 3 });
    expect(answer.monthly.map((row) => row.month)).toEqual([
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });

  it('is for admins only', async () => {
    expect(await outcome(as(null).analytics.overview())).toMatchObject({ status: 401 });
    expect(await outcome(as(client).analytics.overview())).toMatchObject({ status: 403 });
    expect(await outcome(as(instructor).analytics.overview())).toMatchObject({ status: 403 });
  });
});
