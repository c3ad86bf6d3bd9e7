import { testDatabases } from '@tc/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysOverdue, invoiceBalance, invoiceChanges, invoiceStatus } from './invoice-status.js';
import { invoiceBalanceSql, invoiceStatusSql } from './invoice-status-sql.js';

// Every state of an invoice's money, on the days around its due date (30 Nov).
const cases = ['0.00', '0.01', '600.00', '1935.99', '1936.00'].flatMap((paidAmount) =>
  [false, true].flatMap((credited) =>
    ['2026-11-29', '2026-11-30', '2026-12-01'].map((today) => ({
      amount: '1936.00',
      paidAmount,
      dueDate: '2026-11-30',
      credited,
      today,
    })),
  ),
);

describe('an invoice’s status and balance', () => {
  it('turns overdue the day after the due date, paid at the last fils, credited whatever was paid', () => {
    const status = (paidAmount: string, today: string, credited = false) =>
      invoiceStatus({ amount: '1936.00', paidAmount, dueDate: '2026-11-30', credited }, today);
    expect(status('0.00', '2026-11-30')).toBe('unpaid');
    expect(status('0.00', '2026-12-01')).toBe('overdue');
    expect(status('1935.99', '2026-11-30')).toBe('partially_paid');
    expect(status('1935.99', '2026-12-01')).toBe('overdue');
    expect(status('1936.00', '2026-12-01')).toBe('paid');
    expect(status('1936.00', '2026-12-01', true)).toBe('credited');
    expect(invoiceBalance({ amount: '1936.00', paidAmount: '1935.99', credited: false })).toBe('0.01');
    expect(daysOverdue('2026-11-30', '2026-12-01')).toBe(1);
    expect(daysOverdue('2026-11-30', '2027-03-01')).toBe(91);
  });

  it('offers in the menu only what the state still takes', () => {
    expect(invoiceChanges({ status: 'overdue' })).toEqual({
      recordPayment: true,
      creditNote: true,
      changeDueDate: true,
    });
    expect(invoiceChanges({ status: 'paid' })).toEqual({
      recordPayment: false,
      creditNote: false,
      changeDueDate: true,
    });
    expect(invoiceChanges({ status: 'credited' })).toEqual({
      recordPayment: false,
      creditNote: false,
      changeDueDate: false,
    });
  });
});

describe.each(testDatabases())('the SQL twin of the status and balance on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  it('answers what the TypeScript rules answer, case by case', async () => {
    for (const each of cases) {
      const { rows } = await sql<{ status: string; balance: string }>`
        select ${invoiceStatusSql(each.today)} as status, ${invoiceBalanceSql}::text as balance
        from (select ${each.amount}::numeric as amount, ${each.paidAmount}::numeric as paid_amount,
          ${each.dueDate}::date as due_date,
          ${each.credited ? new Date('2026-11-20T08:00:00Z') : null}::timestamptz as credited_at) as invoices`.execute(
        database.db,
      );
      const expected = {
        status: invoiceStatus(each, each.today),
        balance: invoiceBalance(each),
      };
      expect(
        { status: rows[0]?.status, balance: Number(rows[0]?.balance).toFixed(2) },
        JSON.stringify(each),
      ).toEqual(expected);
    }
  });
});
