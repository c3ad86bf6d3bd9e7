import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  insertCourse,
  insertUser,
  outcome,
  type TestCourse,
  type TestUser,
} from '../test-support.js';
import { PAYMENT_AMOUNT_MESSAGE, PAYMENT_IN_FUTURE_MESSAGE } from './invoices.schema.js';

// Issued on 24 Nov 2026 in Bahrain, due 30 days later: 24 Dec. Bahrain is UTC+3, so 25 Dec begins
// at 21:00 UTC on the 24th.
const ISSUED = '2026-11-24T06:00:00Z';
const LAST_DUE_MINUTE = '2026-12-24T20:59:00Z';
const FIRST_OVERDUE_MINUTE = '2026-12-24T21:00:00Z';

describe.each(testDatabases())('invoice payments and statuses on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let course: TestCourse;
  const as = (at = ISSUED) => callerFor(database.db, { user: admin, now: () => new Date(at) }).caller;

  /** A tax invoice of BD 110.00 (100.00 and 10% VAT), issued on 24 Nov 2026. */
  async function invoiceOf(price = '100.00') {
    const quotation = await as().quotations.create({
      companyName: 'Gulf Ports Co',
      clientName: 'Layla Nasser',
      contactEmail: 'layla@gulfports.test',
      lines: [{ courseId: course.id, trainingType: 'assessment', candidates: 1, price }],
    });
    await database.db
      .updateTable('quotations')
      .set({ status: 'accepted' })
      .where('id', '=', quotation.id)
      .execute();
    return as().quotations.createInvoice({ id: quotation.id });
  }
  const pay = (id: string, amount: string | number, at = ISSUED, paidAt = '2026-11-24') =>
    as(at).invoices.recordPayment({ id, amount, paidAt, method: 'bank_transfer', reference: 'TRX-1' });

  beforeAll(async () => {
    database = await create();
    await ensureBootstrapData(database.db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    admin = await insertUser(database.db, { role: 'admin', firstName: 'Huda', lastName: 'Saleh' });
    course = await insertCourse(database.db, { name: 'Rigger', code: 'RIGGER-PAY' });
  }, 60_000);
  afterAll(() => database.close());

  it('takes three partial payments that add up to the fils, and refuses anything over the balance', async () => {
    const invoice = await invoiceOf();
    expect(invoice).toMatchObject({
      amount: '110.00',
      dueDate: '2026-12-24',
      status: 'unpaid',
      paidAmount: '0.00',
      balance: '110.00',
    });
    expect(await outcome(pay(invoice.id, '0.001'))).toEqual({ status: 400, message: PAYMENT_AMOUNT_MESSAGE });
    expect(await outcome(pay(invoice.id, 0))).toEqual({ status: 400, message: PAYMENT_AMOUNT_MESSAGE });
    const first = await pay(invoice.id, '33.33');
    expect(first).toMatchObject({ status: 'partially_paid', paidAmount: '33.33', balance: '76.67' });
    expect(first.payments).toEqual([
      expect.objectContaining({
        amount: '33.33',
        method: 'bank_transfer',
        reference: 'TRX-1',
        recordedByName: 'Huda Saleh',
      }),
    ]);
    expect((await pay(invoice.id, 33.33)).balance).toBe('43.34');
    expect(await outcome(pay(invoice.id, '43.35'))).toEqual({
      status: 400,
      message: 'The payment is more than the balance (BD 43.34)',
    });
    const paid = await pay(invoice.id, '43.34');
    expect(paid).toMatchObject({ status: 'paid', paidAmount: '110.00', balance: '0.00' });
    expect(paid.payments.map((payment) => payment.amount)).toEqual(['33.33', '33.33', '43.34']);
    expect(await outcome(pay(invoice.id, '0.01'))).toEqual({
      status: 400,
      message: 'The payment is more than the balance (BD 0.00)',
    });
    // Paid stays paid past the due date.
    expect((await as(FIRST_OVERDUE_MINUTE).invoices.get({ id: invoice.id })).status).toBe('paid');

    const audit = await database.db
      .selectFrom('auditLog')
      .select(['action', 'entityTitle', 'entityDetails', 'entityId'])
      .where('entityType', '=', 'payment')
      .where('entityTitle', '=', invoice.invoiceNumber)
      .execute();
    // One clock minute for all three: compared in any order.
    expect(audit.map((row) => `${row.action} ${row.entityDetails}`).sort()).toEqual([
      'created BD 33.33 by bank transfer',
      'created BD 33.33 by bank transfer',
      'created BD 43.34 by bank transfer',
    ]);
  });

  it('refuses a payment dated after today in Bahrain, and a payment on an unknown invoice', async () => {
    const invoice = await invoiceOf();
    // 23:30 on 24 Nov in Bahrain: the 24th is today, the 25th is tomorrow.
    expect(await outcome(pay(invoice.id, '10.00', '2026-11-24T20:30:00Z', '2026-11-25'))).toEqual({
      status: 400,
      message: PAYMENT_IN_FUTURE_MESSAGE,
    });
    expect((await pay(invoice.id, '10.00', '2026-11-24T21:00:00Z', '2026-11-25')).paidAmount).toBe('10.00');
    expect((await outcome(pay('00000000-0000-4000-8000-000000000000', '1.00'))).status).toBe(404);
    expect((await outcome(pay('not-an-id', '1.00'))).status).toBe(404);
  });

  it('deletes a payment of its own invoice only, gives the balance back and audits it', async () => {
    const invoice = await invoiceOf();
    const other = await invoiceOf();
    const paid = await pay(invoice.id, '110.00');
    const payment = paid.payments[0];
    if (!payment) throw new Error('no payment');
    expect(await outcome(as().invoices.deletePayment({ id: other.id, paymentId: payment.id }))).toEqual({
      status: 404,
      message: 'Payment not found',
    });
    const after = await as().invoices.deletePayment({ id: invoice.id, paymentId: payment.id });
    expect(after).toMatchObject({ status: 'unpaid', paidAmount: '0.00', balance: '110.00', payments: [] });
    expect(
      (await outcome(as().invoices.deletePayment({ id: invoice.id, paymentId: payment.id }))).status,
    ).toBe(404);
    const row = await database.db
      .selectFrom('auditLog')
      .select(['previousData', 'entityDetails'])
      .where('entityType', '=', 'payment')
      .where('action', '=', 'deleted')
      .where('entityId', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(row.entityDetails).toBe('BD 110.00 by bank transfer');
    expect(row.previousData).toMatchObject({ id: payment.id, amount: '110.00' });
  });

  it('turns overdue at Bahrain midnight after the due date, in the answer and in the list filter', async () => {
    const invoice = await invoiceOf('200.00');
    const statusAt = async (at: string) => (await as(at).invoices.get({ id: invoice.id })).status;
    const listed = async (at: string, status: 'unpaid' | 'partially_paid' | 'overdue') =>
      (await as(at).invoices.list({ status })).some((each) => each.id === invoice.id);
    expect(await statusAt(LAST_DUE_MINUTE)).toBe('unpaid');
    expect(await listed(LAST_DUE_MINUTE, 'unpaid')).toBe(true);
    expect(await listed(LAST_DUE_MINUTE, 'overdue')).toBe(false);
    expect(await statusAt(FIRST_OVERDUE_MINUTE)).toBe('overdue');
    expect(await listed(FIRST_OVERDUE_MINUTE, 'overdue')).toBe(true);
    expect(await listed(FIRST_OVERDUE_MINUTE, 'unpaid')).toBe(false);

    await pay(invoice.id, '20.00');
    expect(await statusAt(LAST_DUE_MINUTE)).toBe('partially_paid');
    expect(await listed(LAST_DUE_MINUTE, 'partially_paid')).toBe(true);
    expect(await statusAt(FIRST_OVERDUE_MINUTE)).toBe('overdue');

    // Other terms: due a week later, it is not overdue on the 25th any more.
    const moved = await as(FIRST_OVERDUE_MINUTE).invoices.update({ id: invoice.id, dueDate: '2026-12-31' });
    expect(moved).toMatchObject({ dueDate: '2026-12-31', status: 'partially_paid', balance: '200.00' });
    expect(await outcome(as().invoices.update({ id: invoice.id, dueDate: '2026-11-23' }))).toEqual({
      status: 400,
      message: 'Due date cannot be before the issue date',
    });
    expect((await outcome(as().invoices.update({ id: invoice.id, dueDate: '31/12/2026' }))).status).toBe(400);
    const audit = await database.db
      .selectFrom('auditLog')
      .select(['previousData', 'newData'])
      .where('entityType', '=', 'invoice')
      .where('action', '=', 'updated')
      .where('entityId', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(audit.previousData).toMatchObject({ dueDate: '2026-12-24' });
    expect(audit.newData).toMatchObject({ dueDate: '2026-12-31' });
  });

  it('sorts the list by balance and by due date', async () => {
    const small = await invoiceOf('1.00');
    const large = await invoiceOf('900.00');
    const ids = (rows: { id: string }[]) =>
      rows.map((row) => row.id).filter((id) => [small.id, large.id].includes(id));
    expect(ids(await as().invoices.list({ sort: 'balance', direction: 'asc' }))).toEqual([
      small.id,
      large.id,
    ]);
    expect(ids(await as().invoices.list({ sort: 'balance', direction: 'desc' }))).toEqual([
      large.id,
      small.id,
    ]);
    await as().invoices.update({ id: large.id, dueDate: '2026-11-30' });
    expect(ids(await as().invoices.list({ sort: 'dueDate', direction: 'asc' }))).toEqual([
      large.id,
      small.id,
    ]);
  });
});
