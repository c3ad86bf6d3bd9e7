import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from '../audit/audit-test-rows.js';
import { callerFor, FakeClock, insertUser, outcome, type TestUser } from '../test-support.js';
import { canDeleteGoal, goalMessages, reversalRefusal } from './financial-goals.schema.js';

// A goal made by mistake is deleted while it has no transactions; a mistaken transaction is never
// edited or deleted but reversed, once, by an opposite one that names it. Both are audited.

describe('the goal rules the console and the service share', () => {
  it('deletes only a goal with no transactions, and reverses a transaction once, never a reversal', () => {
    expect(canDeleteGoal({ transactionCount: 0 })).toBe(true);
    expect(canDeleteGoal({ transactionCount: 1 })).toBe(false);
    const id = '00000000-0000-4000-8000-000000000001';
    expect(reversalRefusal({ reversesId: null, reversedById: null })).toBeNull();
    expect(reversalRefusal({ reversesId: null, reversedById: id })).toBe(goalMessages.alreadyReversed);
    expect(reversalRefusal({ reversesId: id, reversedById: null })).toBe(goalMessages.reversalOfReversal);
  });
});

describe.each(testDatabases())('deleting goals and reversing transactions on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  const clock = new FakeClock(new Date('2026-11-27T09:00:00Z'));

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin', firstName: 'Yusuf', lastName: 'Karimi' });
  });
  afterAll(() => database.close());

  const goals = () => {
    clock.advance(1000);
    return callerFor(database.db, { user: admin, now: clock.now }).caller.financialGoals;
  };
  const newGoal = async (title = 'Workshop fund') =>
    (await goals().create({ title, targetAmount: '1000', startDate: '2026-11-01' })).id;

  it('deletes a goal with no transactions, with its audit row', async () => {
    const id = await newGoal('Typo fund');
    expect(await goals().delete({ id })).toEqual({ ok: true });
    expect(await outcome(goals().get({ id }))).toEqual({ status: 404, message: goalMessages.notFound });
    const rows = await auditRowsOf(database.db, 'financial_goal', id);
    expect(rows.map((row) => row.action)).toEqual(['created', 'deleted']);
    expect(rows[1]).toMatchObject({
      performedBy: admin.id,
      changeDescription: 'Financial goal deleted',
      previousData: expect.objectContaining({ title: 'Typo fund', targetAmount: '1000.00' }),
      newData: null,
    });
  });

  it('refuses to delete a goal with transactions (409), even once they are reversed', async () => {
    const id = await newGoal();
    const credit = await goals().recordTransaction({ id, amount: '50' });
    await goals().reverseTransaction({ id, transactionId: credit.id });
    expect(await outcome(goals().delete({ id }))).toEqual({
      status: 409,
      message: goalMessages.hasTransactions,
    });
    expect((await goals().get({ id })).transactionCount).toBe(2);
    expect(await outcome(goals().delete({ id: 'not-a-goal' }))).toMatchObject({ status: 404 });
  });

  it('reverses a credit with a debit that names it; the history keeps both and says which reverses which', async () => {
    const id = await newGoal();
    const credit = await goals().recordTransaction({ id, amount: '250', description: 'Course fees' });
    const reversal = await goals().reverseTransaction({ id, transactionId: credit.id });
    expect(reversal).toMatchObject({
      transactionType: 'debit',
      amount: '250.00',
      reversesId: credit.id,
      reversedById: null,
      previousAmount: '250.00',
      currentAmount: '0.00',
      description: 'Reversal of the credit of BD 250.00: Course fees',
      recordedBy: admin.id,
    });
    const history = await goals().transactions({ id });
    expect(history.map((row) => [row.id, row.reversesId, row.reversedById])).toEqual([
      [reversal.id, credit.id, null],
      [credit.id, null, reversal.id],
    ]);
    const audit = (await auditRowsOf(database.db, 'financial_goal', id)).at(-1);
    expect(audit).toMatchObject({
      performedBy: admin.id,
      changeDescription: 'Credit of BD 250.00 reversed: Course fees',
      previousData: expect.objectContaining({ currentAmount: '250.00' }),
      newData: expect.objectContaining({
        currentAmount: '0.00',
        transaction: expect.objectContaining({ reversesId: credit.id, transactionType: 'debit' }),
      }),
    });
  });

  it('reverses a debit with a credit', async () => {
    const id = await newGoal();
    await goals().recordTransaction({ id, amount: '100' });
    const debit = await goals().recordTransaction({ id, amount: '30', transactionType: 'debit' });
    const reversal = await goals().reverseTransaction({ id, transactionId: debit.id });
    expect(reversal).toMatchObject({ transactionType: 'credit', amount: '30.00', currentAmount: '100.00' });
  });

  it('reverses a transaction once (409), never a reversal (409), and not on a closed goal (409)', async () => {
    const id = await newGoal();
    const credit = await goals().recordTransaction({ id, amount: '10' });
    const reversal = await goals().reverseTransaction({ id, transactionId: credit.id });
    expect(await outcome(goals().reverseTransaction({ id, transactionId: credit.id }))).toEqual({
      status: 409,
      message: goalMessages.alreadyReversed,
    });
    expect(await outcome(goals().reverseTransaction({ id, transactionId: reversal.id }))).toEqual({
      status: 409,
      message: goalMessages.reversalOfReversal,
    });
    const other = await goals().recordTransaction({ id, amount: '5' });
    await goals().update({ id, isActive: false });
    expect(await outcome(goals().reverseTransaction({ id, transactionId: other.id }))).toEqual({
      status: 409,
      message: goalMessages.closed,
    });
    expect((await goals().get({ id })).currentAmount).toBe('5.00');
  });

  it('refuses a reversal that would take the goal below zero (400), and another goal’s transaction (404)', async () => {
    const id = await newGoal();
    const credit = await goals().recordTransaction({ id, amount: '80' });
    await goals().recordTransaction({ id, amount: '60', transactionType: 'debit' });
    expect(await outcome(goals().reverseTransaction({ id, transactionId: credit.id }))).toEqual({
      status: 400,
      message: 'A debit of BD 80.00 would take this goal below zero: it holds BD 20.00',
    });
    const elsewhere = await newGoal('Elsewhere');
    expect(await outcome(goals().reverseTransaction({ id: elsewhere, transactionId: credit.id }))).toEqual({
      status: 404,
      message: goalMessages.transactionNotFound,
    });
    expect(await outcome(goals().reverseTransaction({ id, transactionId: 'nope' }))).toMatchObject({
      status: 404,
    });
    // A malformed goal id with a real transaction: the same 404, never a 500.
    expect(await outcome(goals().reverseTransaction({ id: 'nope', transactionId: credit.id }))).toEqual({
      status: 404,
      message: goalMessages.transactionNotFound,
    });
  });

  it('lets one of two reversals at once through; the other is 409', async () => {
    const id = await newGoal();
    const credit = await goals().recordTransaction({ id, amount: '40' });
    const results = await Promise.all([
      outcome(goals().reverseTransaction({ id, transactionId: credit.id })),
      outcome(goals().reverseTransaction({ id, transactionId: credit.id })),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await goals().get({ id })).toMatchObject({ currentAmount: '0.00', transactionCount: 2 });
  });
});
