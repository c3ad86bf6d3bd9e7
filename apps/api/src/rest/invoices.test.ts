import { centreDate, SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertCourse, insertUser, signIn, type TestCourse, uniqueAddress } from '../test-support.js';

// The tax invoices' payment paths through Fastify: payments, due dates, credit notes, the filter.

const APP_URL = 'https://training.test';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('the invoice REST paths on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: APP_URL });
  let admin: { token: string };
  let client: { token: string };
  let course: TestCourse;
  const today = () => centreDate(new Date());
  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({
      ...options,
      headers: { 'x-forwarded-for': uniqueAddress(), ...options.headers },
      cookies: as ? { [SESSION_COOKIE]: as.token } : {},
    });

  /** A tax invoice of BD 220.00 made through the quotation paths. */
  async function invoice(): Promise<{ id: string; invoiceNumber: string }> {
    const created = await call(admin, {
      method: 'POST',
      url: '/api/admin/quotations',
      payload: {
        companyName: 'Gulf Ports Co',
        clientName: 'Layla Nasser',
        contactEmail: 'layla@gulfports.test',
        lines: [{ courseId: course.id, trainingType: 'assessment', candidates: 2, price: '100.00' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await server.database.db
      .updateTable('quotations')
      .set({ status: 'accepted' })
      .where('id', '=', created.json().id)
      .execute();
    const made = await call(admin, {
      method: 'POST',
      url: `/api/admin/quotations/${created.json().id}/invoice`,
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json();
  }
  const pay = (id: string, payload: object) =>
    call(admin, { method: 'POST', url: `/api/admin/invoices/${id}/payments`, payload });

  beforeAll(async () => {
    await ensureBootstrapData(server.database.db, {
      adminEmail: 'main@test.bh',
      adminPassword: 'Main-admin-1',
    });
    admin = { token: await signIn(server.app, await insertUser(server.database.db, { role: 'admin' })) };
    client = { token: await signIn(server.app, await insertUser(server.database.db, {})) };
    course = await insertCourse(server.database.db, { name: 'Rigger', code: 'RIGGER-REST' });
  });

  it('records payments (201 with the invoice), refuses what is over the balance, and deletes one', async () => {
    const { id } = await invoice();
    const first = await pay(id, {
      amount: '120.50',
      paidAt: today(),
      method: 'bank_transfer',
      reference: 'TT 881',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'partially_paid', paidAmount: '120.50', balance: '99.50' });
    expect(first.headers['content-type']).toContain('application/json');

    const over = await pay(id, { amount: '99.51', paidAt: today(), method: 'cash' });
    expect([over.statusCode, over.json()]).toEqual([
      400,
      { message: 'The payment is more than the balance (BD 99.50)' },
    ]);
    for (const [payload, message] of [
      [
        { amount: '-1', paidAt: today(), method: 'cash' },
        'Amount must be more than 0, with at most 2 decimals',
      ],
      [{ amount: '1.00', paidAt: 'yesterday', method: 'cash' }, 'Payment date must be a date'],
      [
        { amount: '1.00', paidAt: today(), method: 'bitcoin' },
        'Method must be bank_transfer, cash, card or cheque',
      ],
      [{ amount: '1.00', paidAt: '2999-01-01', method: 'cash' }, 'Payment date cannot be in the future'],
    ] as const) {
      const refused = await pay(id, payload);
      expect([refused.statusCode, refused.json()], message).toEqual([400, { message }]);
    }
    expect((await pay(UNKNOWN, { amount: '1.00', paidAt: today(), method: 'cash' })).statusCode).toBe(404);

    const second = await pay(id, { amount: '99.50', paidAt: today(), method: 'cheque' });
    expect(second.json()).toMatchObject({ status: 'paid', balance: '0.00', paidAmount: '220.00' });
    const [payment] = second.json().payments;
    const removed = await call(admin, {
      method: 'DELETE',
      url: `/api/admin/invoices/${id}/payments/${payment.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      status: 'partially_paid',
      paidAmount: '99.50',
      balance: '120.50',
    });
    const again = await call(admin, {
      method: 'DELETE',
      url: `/api/admin/invoices/${id}/payments/${payment.id}`,
    });
    expect([again.statusCode, again.json()]).toEqual([404, { message: 'Payment not found' }]);
    const got = await call(admin, { method: 'GET', url: `/api/admin/invoices/${id}` });
    expect(got.json()).toMatchObject({
      id,
      paidAmount: '99.50',
      payments: [expect.objectContaining({ method: 'cheque' })],
    });
    expect((await call(admin, { method: 'GET', url: `/api/admin/invoices/${UNKNOWN}` })).statusCode).toBe(
      404,
    );
  });

  it('changes the due date, lists by status with balance and due date, and shows overdue ones as such', async () => {
    const { id } = await invoice();
    const patch = (dueDate: string) =>
      call(admin, { method: 'PATCH', url: `/api/admin/invoices/${id}`, payload: { dueDate } });
    const moved = await patch('2999-12-31');
    expect([moved.statusCode, moved.json().dueDate]).toEqual([200, '2999-12-31']);
    const early = await patch('2000-01-01');
    expect([early.statusCode, early.json()]).toEqual([
      400,
      { message: 'Due date cannot be before the issue date' },
    ]);

    await server.database.db
      .updateTable('invoices')
      .set({ issueDate: '2026-01-01', dueDate: '2026-01-31' })
      .where('id', '=', id)
      .execute();
    const overdue = await call(admin, { method: 'GET', url: '/api/admin/invoices?status=overdue' });
    expect(overdue.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, status: 'overdue', dueDate: '2026-01-31', balance: '220.00' }),
      ]),
    );
    const unpaid = await call(admin, { method: 'GET', url: '/api/admin/invoices?status=unpaid' });
    expect(unpaid.json().some((row: { id: string }) => row.id === id)).toBe(false);
    const bad = await call(admin, { method: 'GET', url: '/api/admin/invoices?status=late' });
    expect(bad.statusCode).toBe(400);
  });

  it('issues one credit note (201), then 409; its PDF downloads; a paid invoice cannot be credited', async () => {
    const { id } = await invoice();
    const credit = () =>
      call(admin, {
        method: 'POST',
        url: `/api/admin/invoices/${id}/credit-note`,
        payload: { reason: 'Cancelled' },
      });
    const missing = await call(admin, {
      method: 'GET',
      url: `/api/admin/invoices/${id}/credit-note/download`,
    });
    expect(missing.statusCode).toBe(404);
    const empty = await call(admin, {
      method: 'POST',
      url: `/api/admin/invoices/${id}/credit-note`,
      payload: {},
    });
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: 'Reason is required' }]);
    const credited = await credit();
    expect(credited.statusCode, credited.body).toBe(201);
    const number = credited.json().creditNote.creditNoteNumber;
    expect(credited.json()).toMatchObject({ status: 'credited', balance: '0.00' });
    const twice = await credit();
    expect([twice.statusCode, twice.json()]).toEqual([
      409,
      { message: `This invoice already has a credit note (${number})` },
    ]);
    const payment = await pay(id, { amount: '1.00', paidAt: today(), method: 'cash' });
    expect([payment.statusCode, payment.json()]).toEqual([
      409,
      { message: 'A credited invoice takes no payments' },
    ]);
    const due = await call(admin, {
      method: 'PATCH',
      url: `/api/admin/invoices/${id}`,
      payload: { dueDate: '2999-01-01' },
    });
    expect(due.statusCode).toBe(409);
    const file = await call(admin, { method: 'GET', url: `/api/admin/invoices/${id}/credit-note/download` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const paid = await invoice();
    await pay(paid.id, { amount: '220.00', paidAt: today(), method: 'card' });
    const refused = await call(admin, {
      method: 'POST',
      url: `/api/admin/invoices/${paid.id}/credit-note`,
      payload: { reason: 'No' },
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: 'A paid invoice cannot be credited' },
    ]);
  }, 60_000);

  it('is for admins only, and refuses a change from another site', async () => {
    const { id } = await invoice();
    const routes: InjectOptions[] = [
      { method: 'GET', url: `/api/admin/invoices/${id}` },
      { method: 'PATCH', url: `/api/admin/invoices/${id}`, payload: { dueDate: '2999-01-01' } },
      {
        method: 'POST',
        url: `/api/admin/invoices/${id}/payments`,
        payload: { amount: '1.00', paidAt: today(), method: 'cash' },
      },
      { method: 'DELETE', url: `/api/admin/invoices/${id}/payments/${UNKNOWN}` },
      { method: 'POST', url: `/api/admin/invoices/${id}/credit-note`, payload: { reason: 'x' } },
      { method: 'GET', url: `/api/admin/invoices/${id}/credit-note/download` },
    ];
    for (const route of routes) {
      expect((await call(null, route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await call(client, route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    for (const headers of [{ origin: 'https://attacker.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const forged = await call(admin, {
        method: 'POST',
        url: `/api/admin/invoices/${id}/payments`,
        payload: { amount: '1.00', paidAt: today(), method: 'cash' },
        headers,
      });
      expect(forged.statusCode).toBe(403);
    }
    const untouched = await call(admin, { method: 'GET', url: `/api/admin/invoices/${id}` });
    expect(untouched.json()).toMatchObject({ paidAmount: '0.00', payments: [] });
    const sameSite = await call(admin, {
      method: 'POST',
      url: `/api/admin/invoices/${id}/payments`,
      payload: { amount: '1.00', paidAt: today(), method: 'cash' },
      headers: { origin: APP_URL },
    });
    expect(sameSite.statusCode).toBe(201);
  });
});
