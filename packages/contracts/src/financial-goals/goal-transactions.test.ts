import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, FakeClock, insertUser, outcome, type TestUser } from '../test-support.js';
import type { RecordTransactionInput } from './financial-goals.schema.js';
import { amountCents, centsToAmount } from './goal-amount.js';

// Credits and debits on a goal: the amount moves in SQL with the history row and the audit row,
// exactly, and concurrent records are neither lost nor doubled.

describe.each(testDatabases())('goal transactions on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  const clock = new FakeClock(new Date('2026-11-30T09:00:00Z'));

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin', firstName: 'Yusuf', lastName: 'Karimi' });
  });
  afterAll(() => database.close());

  const goals = () => callerFor(database.db, { user: admin, now: clock.now }).caller.financialGoals;
  const newGoal = async (targetAmount = '1000') =>
    (await goals().create({ title: 'Workshop fund', targetAmount, startDate: '2026-11-01' })).id;
  const record = (id: string, fields: Omit<RecordTransactionInput, 'id'>) => {
    clock.advance(1000);
    return goals().recordTransaction({ id, ...fields });
  };

  it('adds a credit and takes a debit, exactly, and keeps the history newest first', async () => {
    const id = await newGoal('1');
    const first = await record(id, { amount: '0.10', description: 'Deposit' });
    expect(first).toMatchObject({
      amount: '0.10',
      transactionType: 'credit',
      description: 'Deposit',
      previousAmount: '0.00',
      currentAmount: '0.10',
      recordedBy: admin.id,
      recordedByName: 'Yusuf Karimi',
    });
    expect((await record(id, { amount: 0.2, transactionType: 'credit' })).currentAmount).toBe('0.30');
    expect((await record(id, { amount: '0.05', transactionType: 'debit' })).currentAmount).toBe('0.25');
    expect(await goals().get({ id })).toMatchObject({
      currentAmount: '0.25',
      progressPercent: 25,
      transactionCount: 3,
    });
    const history = await goals().transactions({ id });
    expect(history.map((row) => [row.transactionType, row.amount])).toEqual([
      ['debit', '0.05'],
      ['credit', '0.20'],
      ['credit', '0.10'],
    ]);
  });

  it('takes who recorded it from the session, whatever the caller sends', async () => {
    const id = await newGoal();
    const sent = {
      amount: 5,
      recordedBy: 'someone',
      recordedByName: 'Someone Else',
    } as unknown as RecordTransactionInput;
    expect(await record(id, sent)).toMatchObject({ recordedBy: admin.id, recordedByName: 'Yusuf Karimi' });
  });

  it('writes an audit row per transaction with the amount before and after', async () => {
    const id = await newGoal('5000');
    await record(id, { amount: '250', description: 'Course fees, November' });
    await record(id, { amount: '40.5', transactionType: 'debit' });
    const rows = await database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', id)
      .where('action', '=', 'updated')
      .orderBy('createdAt')
      .execute();
    expect(rows.map((row) => row.changeDescription)).toEqual([
      'Credit of BD 250.00 recorded: Course fees, November',
      'Debit of BD 40.50 recorded',
    ]);
    expect(rows[0]).toMatchObject({
      entityType: 'financial_goal',
      entityTitle: 'Workshop fund',
      entityDetails: 'BD 250.00 of BD 5,000.00',
      performedByName: 'Yusuf Karimi',
      previousData: expect.objectContaining({ currentAmount: '0.00' }),
      newData: expect.objectContaining({
        currentAmount: '250.00',
        transaction: expect.objectContaining({ amount: '250.00', transactionType: 'credit' }),
      }),
    });
    expect(rows[1]).toMatchObject({
      previousData: expect.objectContaining({ currentAmount: '250.00' }),
      newData: expect.objectContaining({ currentAmount: '209.50' }),
    });
  });

  it('records 20 transactions at once without losing or doubling any', async () => {
    const id = await newGoal('100000');
    await record(id, { amount: '1000.00' });
    const credits = Array.from(
      { length: 10 },
      (_, index) => `${10 + index}.${String(index * 7).padStart(2, '0')}`,
    );
    const debits = Array.from(
      { length: 10 },
      (_, index) => `${index + 1}.${String(index * 3 + 1).padStart(2, '0')}`,
    );
    const results = await Promise.all([
      ...credits.map((amount) => goals().recordTransaction({ id, amount, transactionType: 'credit' })),
      ...debits.map((amount) => goals().recordTransaction({ id, amount, transactionType: 'debit' })),
    ]);
    const sum = (amounts: string[]) => amounts.reduce((total, amount) => total + amountCents(amount), 0n);
    const expected = centsToAmount(100000n + sum(credits) - sum(debits));
    expect((await goals().get({ id })).currentAmount).toBe(expected);
    expect(await goals().transactions({ id })).toHaveLength(21);
    // Each record moved the amount by its own and started from where another one (or the first
    // credit) left it: the steps form one chain from 1000.00 to the end.
    for (const result of results) {
      const moved = amountCents(result.currentAmount) - amountCents(result.previousAmount);
      expect(moved).toBe((result.transactionType === 'credit' ? 1n : -1n) * amountCents(result.amount));
    }
    const starts = [...results.map((result) => result.previousAmount), expected].sort();
    const ends = ['1000.00', ...results.map((result) => result.currentAmount)].sort();
    expect(starts).toEqual(ends);
  });

  it('refuses a debit that would take the goal below zero, and a credit past the largest amount', async () => {
    const id = await newGoal();
    await record(id, { amount: '250' });
    expect(await outcome(record(id, { amount: '250.01', transactionType: 'debit' }))).toEqual({
      status: 400,
      message: 'A debit of BD 250.01 would take this goal below zero: it holds BD 250.00',
    });
    expect((await record(id, { amount: '250', transactionType: 'debit' })).currentAmount).toBe('0.00');
    await record(id, { amount: '9999999999999.99' });
    expect(await outcome(record(id, { amount: '0.01' }))).toEqual({
      status: 400,
      message: 'A goal holds at most BD 9,999,999,999,999.99: this credit would take it past that',
    });
    expect(await goals().get({ id })).toMatchObject({
      currentAmount: '9999999999999.99',
      transactionCount: 3,
    });
  });

  it.each([
    [{ amount: undefined }, 'Amount is required'],
    [{ amount: ' ' }, 'Amount is required'],
    [{ amount: 0 }, 'Amount must be more than 0'],
    [{ amount: -1 }, 'Amount must be more than 0'],
    [{ amount: '1.234' }, 'Amount must have at most 2 decimals'],
    [{ amount: '1e3' }, 'Amount must be a number of dinars such as 1250.50'],
    [{ amount: 10000000000000 }, 'Amount must be at most BD 9,999,999,999,999.99'],
    [{ amount: 1, transactionType: 'refund' }, 'transactionType must be credit or debit'],
    [{ amount: 1, description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
  ])('refuses %j', async (fields, message) => {
    const id = await newGoal();
    expect(await outcome(record(id, fields as RecordTransactionInput))).toEqual({ status: 400, message });
  });

  it('takes a description of 500 characters', async () => {
    const id = await newGoal();
    expect((await record(id, { amount: 1, description: 'x'.repeat(500) })).description).toHaveLength(500);
  });

  it('refuses transactions on a closed goal with 409, and takes them again once reopened', async () => {
    const id = await newGoal();
    await goals().update({ id, isActive: false });
    expect(await outcome(record(id, { amount: 10 }))).toEqual({
      status: 409,
      message: 'This goal is closed: reopen it to record transactions',
    });
    expect(await goals().transactions({ id })).toEqual([]);
    await goals().update({ id, isActive: true });
    expect((await record(id, { amount: 10 })).currentAmount).toBe('10.00');
  });
});
