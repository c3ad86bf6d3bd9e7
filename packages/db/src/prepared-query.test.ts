import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.js';
import { preparedQuery } from './prepared-query.js';
import { testDatabases } from './testing.js';

// Compiled once for every database of the file, as in the product.
const usersByEmail = preparedQuery((db, { email, active }: { email: string; active: boolean }) =>
  db
    .selectFrom('users')
    .select(['email', 'companyName', 'isActive'])
    .where('email', '=', email)
    .where('isActive', '=', active)
    .where('role', '=', 'client'),
);
const upsertCounter = preparedQuery((db, { key, now }: { key: string; now: Date }) =>
  db
    .insertInto('throttleCounters')
    .values({ key, hits: 1, windowEndsAt: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ hits: sql`throttle_counters.hits + 1`, windowEndsAt: sql`${now}` }),
    )
    .returning(['hits', 'windowEndsAt']),
);

describe.each(testDatabases())('a prepared query on $name', ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
    await database.db
      .insertInto('users')
      .values([
        { email: 'one@example.bh', passwordHash: 'x', companyName: 'One', role: 'client' },
        { email: 'two@example.bh', passwordHash: 'x', companyName: 'Two', role: 'client', isActive: false },
        { email: 'staff@example.bh', passwordHash: 'x', companyName: 'Staff', role: 'admin' },
      ])
      .execute();
  });
  afterAll(() => database.close());

  it("runs with each call's values, its constants kept, rows camelCased", async () => {
    expect(await usersByEmail(database.db, { email: 'one@example.bh', active: true })).toEqual([
      { email: 'one@example.bh', companyName: 'One', isActive: true },
    ]);
    expect(await usersByEmail(database.db, { email: 'two@example.bh', active: false })).toEqual([
      { email: 'two@example.bh', companyName: 'Two', isActive: false },
    ]);
    expect(await usersByEmail(database.db, { email: 'two@example.bh', active: true })).toEqual([]);
    // 'client' is the query's own constant, not a value of the call.
    expect(await usersByEmail(database.db, { email: 'staff@example.bh', active: true })).toEqual([]);
  });

  it('puts a value used twice, and inside sql templates, in every place it went', async () => {
    const first = new Date('2026-11-26T10:00:00.000Z');
    const second = new Date('2026-11-26T11:00:00.000Z');
    expect(await upsertCounter(database.db, { key: 'prepared', now: first })).toEqual([
      { hits: 1, windowEndsAt: first },
    ]);
    expect(await upsertCounter(database.db, { key: 'prepared', now: second })).toEqual([
      { hits: 2, windowEndsAt: second },
    ]);
  });

  it('runs inside a transaction, and rolls back with it', async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        expect(await upsertCounter(trx, { key: 'rolled-back', now: new Date() })).toHaveLength(1);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const rows = await database.db.selectFrom('throttleCounters').where('key', '=', 'rolled-back').execute();
    expect(rows).toEqual([]);
  });
});
