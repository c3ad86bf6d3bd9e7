import { centreMonth, REPORT_MONTH_MESSAGE, REPORT_YEAR_MESSAGE, SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertCourse, insertUser, signIn, uniqueAddress } from '../test-support.js';

// The report paths of the spec through Fastify: the figures, the PDF, 400 for a period out of
// range, 401 and 403 for everyone but an admin. The server runs on the real clock, so "this year"
// is the Bahrain year of today.

const { year: thisYear } = centreMonth(new Date());

describe.each(testDatabases())('the report REST paths on $name', ({ create }) => {
  const server = useTestServer(create);
  const tokens: Record<'admin' | 'client', string> = { admin: '', client: '' };
  const call = (token: string | null, options: InjectOptions) =>
    server.app.inject({
      ...options,
      headers: { 'x-forwarded-for': uniqueAddress(), ...options.headers },
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    });

  beforeAll(async () => {
    const db = server.database.db;
    await ensureBootstrapData(db, { adminEmail: 'main@reports-rest.test', adminPassword: 'Main-admin-1' });
    const admin = await insertUser(db, { role: 'admin' });
    const client = await insertUser(db, { role: 'client' });
    tokens.admin = await signIn(server.app, admin);
    tokens.client = await signIn(server.app, client);
    const course = await insertCourse(db);
    await db
      .insertInto('schedules')
      .values([
        {
          userId: client.id,
          courseId: course.id,
          preferredDate: '2024-03-01',
          preferredTime: '08:00',
          status: 'confirmed',
          numberOfCandidates: 4,
        },
        {
          userId: client.id,
          courseId: course.id,
          preferredDate: '2024-03-31',
          preferredTime: '08:00',
          status: 'cancelled',
          numberOfCandidates: 9,
        },
      ])
      .execute();
    // 00:30 on 1 March 2024 in Bahrain, still February in UTC.
    await db
      .insertInto('quotations')
      .values({
        quotationNumber: 'QT-REST-1',
        status: 'viewed',
        amount: '1936.00',
        createdAt: new Date('2024-02-29T21:30:00Z'),
      })
      .execute();
    // Invoiced in March 2024, partly paid on its last day (paid_amount kept equal to the payments).
    const invoice = await db
      .insertInto('invoices')
      .values({
        invoiceNumber: 'INV-REST-1',
        clientName: 'Gulf Cranes W.L.L.',
        amount: '1936.00',
        vatAmount: '176.00',
        issueDate: '2024-03-10',
        dueDate: '2024-04-09',
        paidAmount: '936.00',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('invoicePayments')
      .values({ invoiceId: invoice.id, amount: '936.00', paidAt: '2024-03-31', method: 'cash' })
      .execute();
  });

  const money = {
    quoted: '1936.00',
    accepted: '0.00',
    invoiced: '1936.00',
    vat: '176.00',
    paid: '936.00',
    outstanding: '1000.00',
  };

  it('answers the monthly report from the query string', async () => {
    const res = await call(tokens.admin, {
      method: 'GET',
      url: '/api/admin/reports/monthly?year=2024&month=3',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      year: 2024,
      month: 3,
      monthName: 'March',
      schedules: { total: 2, pending: 0, confirmed: 1, completed: 0, cancelled: 1 },
      certificates: { total: 0 },
      quotations: { total: 1, accepted: 0, pending: 1 },
      totalCandidates: 4,
      money,
    });
  });

  it('answers the yearly report with its 12 months', async () => {
    const res = await call(tokens.admin, { method: 'GET', url: '/api/admin/reports/yearly?year=2024' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({ schedules: 2, certificates: 0, quotations: 1, candidates: 4 });
    expect(body.monthlyData).toHaveLength(12);
    expect(body.monthlyData[2]).toEqual({
      month: 3,
      monthName: 'March',
      schedules: 2,
      certificates: 0,
      quotations: 1,
      candidates: 4,
      invoiced: '1936.00',
      paid: '936.00',
    });
    expect(body.monthlyData[3]).toMatchObject({ month: 4, invoiced: '0.00', paid: '0.00' });
    // Owed at the year's end: the same 1000.00.
    expect(body.money).toEqual(money);
  });

  it.each([
    ['/api/admin/reports/monthly?year=2022&month=1', REPORT_YEAR_MESSAGE],
    [`/api/admin/reports/monthly?year=${thisYear + 1}&month=1`, REPORT_YEAR_MESSAGE],
    ['/api/admin/reports/monthly?month=1', REPORT_YEAR_MESSAGE],
    ['/api/admin/reports/monthly?year=2024&month=0', REPORT_MONTH_MESSAGE],
    ['/api/admin/reports/monthly?year=2024&month=13', REPORT_MONTH_MESSAGE],
    ['/api/admin/reports/monthly?year=2024&month=abc', REPORT_MONTH_MESSAGE],
    ['/api/admin/reports/monthly?year=2024&month=', REPORT_MONTH_MESSAGE],
    ['/api/admin/reports/monthly?year=2024', REPORT_MONTH_MESSAGE],
    ['/api/admin/reports/yearly?year=abc', REPORT_YEAR_MESSAGE],
    ['/api/admin/reports/yearly', REPORT_YEAR_MESSAGE],
  ])('GET %s is a 400 with the field’s message', async (url, message) => {
    const res = await call(tokens.admin, { method: 'GET', url });
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
  });

  it('downloads the month as a PDF named after it', async () => {
    const res = await call(tokens.admin, {
      method: 'POST',
      url: '/api/admin/reports/download',
      payload: { year: 2024, month: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report-2024-03.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('downloads the year when no month is given', async () => {
    const res = await call(tokens.admin, {
      method: 'POST',
      url: '/api/admin/reports/download',
      payload: { year: 2024 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report-2024.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a download for a period out of range, or with no body', async () => {
    const year = await call(tokens.admin, {
      method: 'POST',
      url: '/api/admin/reports/download',
      payload: { year: thisYear + 1 },
    });
    expect([year.statusCode, year.json()]).toEqual([400, { message: REPORT_YEAR_MESSAGE }]);
    const month = await call(tokens.admin, {
      method: 'POST',
      url: '/api/admin/reports/download',
      payload: { year: 2024, month: 13 },
    });
    expect([month.statusCode, month.json()]).toEqual([400, { message: REPORT_MONTH_MESSAGE }]);
    const none = await call(tokens.admin, { method: 'POST', url: '/api/admin/reports/download' });
    expect(none.statusCode).toBe(400);
  });

  it('is 401 for a visitor and 403 for a client', async () => {
    const paths: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/reports/monthly?year=2024&month=3' },
      { method: 'GET', url: '/api/admin/reports/yearly?year=2024' },
      { method: 'POST', url: '/api/admin/reports/download', payload: { year: 2024 } },
    ];
    for (const options of paths) {
      expect((await call(null, options)).statusCode).toBe(401);
      const res = await call(tokens.client, options);
      expect([res.statusCode, res.headers['content-type']]).toEqual([403, 'application/json; charset=utf-8']);
    }
  });
});
