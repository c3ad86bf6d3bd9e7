import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { expectAdminOnly, insertUser, signIn, uniqueAddress } from '../test-support.js';

// The Financial Goals REST paths through Fastify: admins only, the spec's statuses, amounts as
// JSON numbers in and texts out, a closed goal's 409.

const GOALS = '/api/admin/financial-goals';

describe.each(testDatabases())('the Financial Goals REST paths on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: { token: string };

  beforeAll(async () => {
    const user = await insertUser(server.database.db, {
      role: 'admin',
      firstName: 'Huda',
      lastName: 'Saleh',
    });
    admin = { token: await signIn(server.app, user) };
  });

  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({
      ...options,
      headers: { 'x-forwarded-for': uniqueAddress(), ...options.headers },
      cookies: as ? { [SESSION_COOKIE]: as.token } : {},
    });
  const createGoal = async (payload: Record<string, unknown>) => {
    const res = await call(admin, { method: 'POST', url: GOALS, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };

  it('answers 401 to visitors and 403 to clients and instructors on every path', async () => {
    const goal = await createGoal({ title: 'Private', targetAmount: 10, startDate: '2026-11-01' });
    const requests: InjectOptions[] = [
      { method: 'GET', url: GOALS },
      { method: 'POST', url: GOALS, payload: { title: 'X', targetAmount: 1, startDate: '2026-11-01' } },
      { method: 'GET', url: `${GOALS}/${goal.id}` },
      { method: 'PATCH', url: `${GOALS}/${goal.id}`, payload: { isActive: false } },
      { method: 'GET', url: `${GOALS}/${goal.id}/transactions` },
      { method: 'POST', url: `${GOALS}/${goal.id}/transactions`, payload: { amount: 5 } },
      { method: 'DELETE', url: `${GOALS}/${goal.id}` },
      { method: 'POST', url: `${GOALS}/${goal.id}/transactions/${goal.id}/reverse` },
    ];
    await expectAdminOnly(server.app, server.database.db, requests);
    const still = await call(admin, { method: 'GET', url: `${GOALS}/${goal.id}` });
    expect(still.json()).toMatchObject({ isActive: true, currentAmount: '0.00', transactionCount: 0 });
  });

  it('creates (201) and lists a goal, records a credit and a debit (201) and lists them newest first', async () => {
    const goal = await createGoal({
      title: 'Forklift bay',
      description: 'A second forklift for practical assessments',
      targetAmount: 12500.5,
      startDate: '2026-11-01',
      endDate: '2027-03-31',
    });
    const credit = await call(admin, {
      method: 'POST',
      url: `${GOALS}/${goal.id}/transactions`,
      payload: { amount: 1250.5, description: 'Course fees', transactionType: 'credit' },
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({
      amount: '1250.50',
      transactionType: 'credit',
      recordedByName: 'Huda Saleh',
      previousAmount: '0.00',
      currentAmount: '1250.50',
    });
    const debit = await call(admin, {
      method: 'POST',
      url: `${GOALS}/${goal.id}/transactions`,
      payload: { amount: '0.50', transactionType: 'debit' },
    });
    expect(debit.json()).toMatchObject({ currentAmount: '1250.00', description: null });
    const history = await call(admin, { method: 'GET', url: `${GOALS}/${goal.id}/transactions` });
    expect(history.json().map((row: { transactionType: string }) => row.transactionType)).toEqual([
      'debit',
      'credit',
    ]);
    const list = await call(admin, { method: 'GET', url: GOALS });
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        id: goal.id,
        title: 'Forklift bay',
        targetAmount: '12500.50',
        currentAmount: '1250.00',
        startDate: '2026-11-01',
        endDate: '2027-03-31',
        progressPercent: 9,
        transactionCount: 2,
      }),
    );
  });

  it('answers 400 with the spec messages', async () => {
    const goal = await createGoal({ title: 'Checks', targetAmount: '100', startDate: '2026-11-01' });
    const cases: [InjectOptions, string][] = [
      [
        { method: 'POST', url: GOALS, payload: { targetAmount: 1, startDate: '2026-11-01' } },
        'Goal title is required',
      ],
      [
        { method: 'POST', url: GOALS, payload: { title: 'X', startDate: '2026-11-01' } },
        'Target amount is required',
      ],
      [{ method: 'POST', url: GOALS, payload: { title: 'X', targetAmount: 1 } }, 'Start date is required'],
      [
        {
          method: 'POST',
          url: GOALS,
          payload: { title: 'X', targetAmount: 1, startDate: '2026-11-02', endDate: '2026-11-01' },
        },
        'The end date must not be before the start date',
      ],
      [{ method: 'POST', url: `${GOALS}/${goal.id}/transactions`, payload: {} }, 'Amount is required'],
      [
        { method: 'POST', url: `${GOALS}/${goal.id}/transactions`, payload: { amount: 1.234 } },
        'Amount must have at most 2 decimals',
      ],
      [
        {
          method: 'POST',
          url: `${GOALS}/${goal.id}/transactions`,
          payload: { amount: 5, transactionType: 'debit' },
        },
        'A debit of BD 5.00 would take this goal below zero: it holds BD 0.00',
      ],
    ];
    for (const [request, message] of cases) {
      const res = await call(admin, request);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });

  it('answers 404 for unknown goals and 409 for transactions on a closed one', async () => {
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      for (const request of [
        { method: 'GET', url: `${GOALS}/${missing}` },
        { method: 'PATCH', url: `${GOALS}/${missing}`, payload: { title: 'X' } },
        { method: 'GET', url: `${GOALS}/${missing}/transactions` },
        { method: 'POST', url: `${GOALS}/${missing}/transactions`, payload: { amount: 1 } },
      ] as InjectOptions[]) {
        const res = await call(admin, request);
        expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Financial goal not found' });
      }
    }
    const goal = await createGoal({ title: 'Closing', targetAmount: 50, startDate: '2026-11-01' });
    const closed = await call(admin, {
      method: 'PATCH',
      url: `${GOALS}/${goal.id}`,
      payload: { isActive: false },
    });
    expect(closed.json()).toMatchObject({ isActive: false });
    const refused = await call(admin, {
      method: 'POST',
      url: `${GOALS}/${goal.id}/transactions`,
      payload: { amount: 10 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This goal is closed: reopen it to record transactions' });
  });

  it('deletes a goal with no transactions (200, then 404) and refuses one with transactions (409)', async () => {
    const empty = await createGoal({ title: 'Mistake', targetAmount: 5, startDate: '2026-11-01' });
    const deleted = await call(admin, { method: 'DELETE', url: `${GOALS}/${empty.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await call(admin, { method: 'GET', url: `${GOALS}/${empty.id}` })).statusCode).toBe(404);
    const used = await createGoal({ title: 'Used', targetAmount: 5, startDate: '2026-11-01' });
    await call(admin, { method: 'POST', url: `${GOALS}/${used.id}/transactions`, payload: { amount: 1 } });
    const refused = await call(admin, { method: 'DELETE', url: `${GOALS}/${used.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This goal has transactions and cannot be deleted: close it instead',
    });
  });

  it('reverses a transaction (201) once: the second time is 409; an unknown one is 404', async () => {
    const goal = await createGoal({ title: 'Reversible', targetAmount: 100, startDate: '2026-11-01' });
    const credit = await call(admin, {
      method: 'POST',
      url: `${GOALS}/${goal.id}/transactions`,
      payload: { amount: 12.5, description: 'Typed twice' },
    });
    const reverse = () =>
      call(admin, { method: 'POST', url: `${GOALS}/${goal.id}/transactions/${credit.json().id}/reverse` });
    const first = await reverse();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      transactionType: 'debit',
      amount: '12.50',
      reversesId: credit.json().id,
      currentAmount: '0.00',
    });
    const again = await reverse();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This transaction has already been reversed' });
    const history = await call(admin, { method: 'GET', url: `${GOALS}/${goal.id}/transactions` });
    expect(history.json()).toMatchObject([
      { id: first.json().id, reversesId: credit.json().id, reversedById: null },
      { id: credit.json().id, reversesId: null, reversedById: first.json().id },
    ]);
    const unknown = await call(admin, {
      method: 'POST',
      url: `${GOALS}/${goal.id}/transactions/00000000-0000-4000-8000-000000000000/reverse`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Transaction not found' });
  });
});
