import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, FakeClock, insertUser, outcome, type TestUser } from '../test-support.js';
import type { CreateGoalInput } from './financial-goals.schema.js';

// Financial goals: the spec's messages, exact amounts, edits and closing, who may, and the audit
// rows the Audit Trail shows. The transactions' arithmetic is in goal-transactions.test.ts.

describe.each(testDatabases())('financial goals on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  const clock = new FakeClock(new Date('2026-11-30T09:00:00Z'));

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin', firstName: 'Mariam', lastName: 'Haddad' });
  });
  afterAll(() => database.close());

  // Each call a second after the one before, so the audit rows keep their order.
  const as = (user: TestUser | null) => {
    clock.advance(1000);
    return callerFor(database.db, { user, now: clock.now }).caller;
  };
  const goal = (fields: Partial<CreateGoalInput> = {}) =>
    as(admin).financialGoals.create({
      title: 'New training bay',
      targetAmount: '5000',
      startDate: '2026-11-01',
      ...fields,
    } as CreateGoalInput);
  const auditOf = (id: string) =>
    database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();

  it('creates a goal with exact amounts, no end date, and reads it back', async () => {
    const created = await goal({ title: '  Crane simulator ', targetAmount: 1250.5, description: '' });
    expect(created).toMatchObject({
      title: 'Crane simulator',
      description: null,
      targetAmount: '1250.50',
      currentAmount: '0.00',
      startDate: '2026-11-01',
      endDate: null,
      isActive: true,
      progressPercent: 0,
      transactionCount: 0,
      createdByName: 'Mariam Haddad',
    });
    expect(await as(admin).financialGoals.get({ id: created.id })).toEqual(created);
    const [audit] = await auditOf(created.id);
    expect(audit).toMatchObject({
      entityType: 'financial_goal',
      action: 'created',
      performedByName: 'Mariam Haddad',
      entityTitle: 'Crane simulator',
      changeDescription: 'Financial goal created with a target of BD 1,250.50',
      entityDetails: 'BD 0.00 of BD 1,250.50',
    });
  });

  it('takes the largest amount NUMERIC(15,2) holds, as text or number', async () => {
    expect((await goal({ targetAmount: '9999999999999.99' })).targetAmount).toBe('9999999999999.99');
    expect((await goal({ targetAmount: 9999999999999.99 })).targetAmount).toBe('9999999999999.99');
  });

  it.each([
    [{ title: ' ' }, 'Goal title is required'],
    [{ title: undefined }, 'Goal title is required'],
    [{ targetAmount: undefined }, 'Target amount is required'],
    [{ targetAmount: '' }, 'Target amount is required'],
    [{ targetAmount: 0 }, 'Target amount must be more than 0'],
    [{ targetAmount: -1 }, 'Target amount must be more than 0'],
    [{ targetAmount: 1.234 }, 'Target amount must have at most 2 decimals'],
    [{ targetAmount: '1e3' }, 'Target amount must be a number of dinars such as 1250.50'],
    [{ targetAmount: '10000000000000' }, 'Target amount must be at most BD 9,999,999,999,999.99'],
    [{ targetAmount: 10000000000000 }, 'Target amount must be at most BD 9,999,999,999,999.99'],
    [{ startDate: undefined }, 'Start date is required'],
    [{ startDate: '' }, 'Start date is required'],
    [{ startDate: '2026-02-30' }, 'Start date is required'],
    [{ endDate: '2026-13-01' }, 'End date must be a date written YYYY-MM-DD'],
    [{ endDate: '2026-10-31' }, 'The end date must not be before the start date'],
    [{ title: 'x'.repeat(201) }, 'Goal title must be at most 200 characters'],
  ])('refuses %j', async (fields, message) => {
    expect(await outcome(goal(fields as Partial<CreateGoalInput>))).toEqual({ status: 400, message });
  });

  it('takes an end date on the start date, and a blank end date as none', async () => {
    expect((await goal({ endDate: '2026-11-01' })).endDate).toBe('2026-11-01');
    expect((await goal({ endDate: '' })).endDate).toBeNull();
  });

  it('edits the fields sent, checks the dates against the stored ones, and audits the change', async () => {
    const created = await goal({ endDate: '2026-12-31' });
    const edited = await as(admin).financialGoals.update({
      id: created.id,
      title: 'Training bay phase 1',
      targetAmount: '6000.10',
    });
    expect(edited).toMatchObject({
      title: 'Training bay phase 1',
      targetAmount: '6000.10',
      endDate: '2026-12-31',
    });
    expect(
      await outcome(as(admin).financialGoals.update({ id: created.id, startDate: '2027-01-01' })),
    ).toEqual({
      status: 400,
      message: 'The end date must not be before the start date',
    });
    expect((await as(admin).financialGoals.update({ id: created.id, endDate: null })).endDate).toBeNull();
    const [, update] = await auditOf(created.id);
    expect(update).toMatchObject({
      action: 'updated',
      changeDescription: 'Goal updated: title, target amount',
      previousData: expect.objectContaining({ title: 'New training bay', targetAmount: '5000.00' }),
      newData: expect.objectContaining({ title: 'Training bay phase 1', targetAmount: '6000.10' }),
    });
  });

  it('closes and reopens a goal; closed goals are listed after the active ones', async () => {
    const closed = await goal({ title: 'Closed early' });
    const open = await goal({ title: 'Still open' });
    expect((await as(admin).financialGoals.update({ id: closed.id, isActive: false })).isActive).toBe(false);
    const list = await as(admin).financialGoals.list();
    const firstClosed = list.findIndex((item) => !item.isActive);
    expect(list.slice(firstClosed).every((item) => !item.isActive)).toBe(true);
    expect(list.findIndex((item) => item.id === open.id)).toBeLessThan(firstClosed);
    expect((await as(admin).financialGoals.update({ id: closed.id, isActive: true })).isActive).toBe(true);
    const descriptions = (await auditOf(closed.id)).map((row) => row.changeDescription);
    expect(descriptions.slice(1)).toEqual(['Goal closed', 'Goal reopened']);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = { status: 404, message: 'Financial goal not found' };
      expect(await outcome(as(admin).financialGoals.get({ id }))).toEqual(missing);
      expect(await outcome(as(admin).financialGoals.update({ id, title: 'x' }))).toEqual(missing);
      expect(await outcome(as(admin).financialGoals.transactions({ id }))).toEqual(missing);
      expect(await outcome(as(admin).financialGoals.recordTransaction({ id, amount: 1 }))).toEqual(missing);
    }
  });

  it('is for admins only', async () => {
    const created = await goal();
    for (const role of ['client', 'instructor'] as const) {
      const user = await insertUser(database.db, { role });
      expect(await outcome(as(user).financialGoals.list())).toMatchObject({ status: 403 });
      expect(
        await outcome(as(user).financialGoals.recordTransaction({ id: created.id, amount: 1 })),
      ).toMatchObject({
        status: 403,
      });
    }
    expect(await outcome(as(null).financialGoals.create({} as CreateGoalInput))).toMatchObject({
      status: 401,
    });
  });
});
