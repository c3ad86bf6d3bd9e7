import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './connection.js';
import { testDatabases } from './testing.js';

describe.each(testDatabases())('value types on $name', ({ create }) => {
  let database: Database;
  let userId: string;
  beforeAll(async () => {
    database = await create();
    ({ id: userId } = await database.db
      .insertInto('users')
      .values({ email: 'types@example.com', passwordHash: 'not-used-here' })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => database.close());

  it('reads dates as YYYY-MM-DD strings and timestamps as Dates', async () => {
    const createdAt = new Date('2026-03-01T21:30:00.000Z'); // already 2 March in Bahrain
    const row = await database.db
      .insertInto('schedules')
      .values({ userId, preferredDate: '2026-03-01', preferredTime: '08:00', createdAt })
      .returning(['preferredDate', 'endDate', 'createdAt'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ preferredDate: '2026-03-01', endDate: null, createdAt });
    const { rows } = await sql<{ d: string }>`select date '2028-02-29' as d`.execute(database.db);
    expect(rows).toEqual([{ d: '2028-02-29' }]);
  });

  it('reads numeric as exact strings and counts and int8 sums as numbers', async () => {
    await database.db
      .insertInto('financialGoals')
      .values([
        { title: 'Q1', targetAmount: 1500.5, startDate: '2026-01-01' },
        { title: 'Q2', targetAmount: '0.10', startDate: '2026-04-01' },
      ])
      .execute();
    const totals = await database.db
      .selectFrom('financialGoals')
      .select((eb) => [
        eb.fn.countAll().as('goals'),
        eb.fn.sum('targetAmount').as('target'),
        eb.fn.sum(sql<number>`extract(month from start_date)::int`).as('months'),
      ])
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ goals: 2, target: '1500.60', months: 5 });
    const amounts = await database.db
      .selectFrom('financialGoals')
      .select('targetAmount')
      .orderBy('title')
      .execute();
    expect(amounts).toEqual([{ targetAmount: '1500.50' }, { targetAmount: '0.10' }]);
  });

  it('stores jsonb as given and returns its keys unchanged (not camelCased)', async () => {
    const coursePrices = { mobile_crane_operations: 300, forklift: { training_price: 160 } };
    const row = await database.db
      .insertInto('quotations')
      .values({
        quotationNumber: 'Q-TYPES-1',
        coursePrices: JSON.stringify(coursePrices),
        packages: '[1,"two"]',
      })
      .returning(['coursePrices', 'packages', 'vatRate', 'currency'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ coursePrices, packages: [1, 'two'], vatRate: '0.00', currency: 'BHD' });
  });
});

describe('the embedded database in a data folder', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tc-db-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates the folder and keeps the data when reopened', async () => {
    const nested = join(dataDir, 'not', 'yet', 'there');
    const first = await createDatabase({ dataDir: nested });
    expect(first.kind).toBe('pglite');
    await sql`create table kept (note text)`.execute(first.db);
    await sql`insert into kept values ('still here')`.execute(first.db);
    await first.close();

    const second = await createDatabase({ dataDir: nested });
    try {
      const { rows } = await sql<{ note: string }>`select note from kept`.execute(second.db);
      expect(rows).toEqual([{ note: 'still here' }]);
    } finally {
      await second.close();
    }
  });
});
