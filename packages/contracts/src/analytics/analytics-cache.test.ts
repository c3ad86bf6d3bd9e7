import { createDatabase, type Database, type DB } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { type Kysely, type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseLiveBus, createLocalLiveBus, type LiveBus } from '../live/live-bus.js';
import { insertInvoice } from '../reports/test-money.js';
import { callerFor, insertUser, outcome, type TestUser } from '../test-support.js';

/** Counts the queries a call starts, and those it starts only after an earlier one answered. */
function roundCounter() {
  const counts = { started: 0, answered: 0, startedAfterAnAnswer: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      counts.started += 1;
      if (counts.answered > 0) counts.startedAfterAnAnswer += 1;
      return node;
    },
    transformResult: async ({ result }) => {
      counts.answered += 1;
      return result;
    },
  };
  return { plugin, counts };
}

async function addContactMessage(db: Kysely<DB>) {
  await db
    .insertInto('contactMessages')
    .values({ name: 'Ahmed', email: 'ahmed@example.bh', message: 'Hello' })
    .execute();
}

/** The same database through a connection of its own, as another server process has it. */
async function anotherProcess(database: Database, name: string): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (name !== 'postgres' || !serverUrl) return database;
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0]?.name}`;
  return createDatabase({ databaseUrl: url.toString() });
}

const heard = (live: LiveBus, type: string) =>
  new Promise<void>((resolve) => {
    const stop = live.subscribe((notice) => {
      if (notice.type !== type) return;
      stop();
      resolve();
    });
  });

describe.each(testDatabases())('the Analytics tab on $name', ({ name, create }) => {
  let database: Database;
  let admin: TestUser;
  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
  });
  afterAll(() => database.close());

  it('takes its figures in one round of queries, sent together', async () => {
    const { plugin, counts } = roundCounter();
    await callerFor(database.db.withPlugin(plugin), { user: admin }).caller.analytics.overview();
    expect(counts.started).toBeGreaterThan(1);
    expect(counts.startedAfterAnAnswer).toBe(0);
  });

  it('answers from its figures for a minute, and never past Bahrain midnight', async () => {
    const live = createLocalLiveBus();
    let now = new Date('2026-06-30T20:59:20Z'); // 23:59:20 in Bahrain
    const { caller } = callerFor(database.db, { user: admin, live, now: () => now });
    const messages = async () => (await caller.analytics.overview()).contactMessages.total;
    const first = await messages();

    // Nothing tells this bus of the change: the cache answers.
    await addContactMessage(database.db);
    now = new Date('2026-06-30T20:59:50Z');
    expect(await messages()).toBe(first);
    // 45 s after the figures were taken, but a new day in Bahrain.
    now = new Date('2026-06-30T21:00:05Z');
    expect(await messages()).toBe(first + 1);

    await addContactMessage(database.db);
    now = new Date('2026-06-30T21:00:45Z');
    expect(await messages()).toBe(first + 1);
    now = new Date('2026-06-30T21:01:06Z');
    expect(await messages()).toBe(first + 2);
  });

  it('never answers yesterday’s overdue total: an invoice due today is overdue from Bahrain midnight', async () => {
    const live = createLocalLiveBus();
    await insertInvoice(database.db, {
      amount: '75.50',
      vatAmount: '6.86',
      issueDate: '2026-08-01',
      dueDate: '2026-08-31',
    });
    let now = new Date('2026-08-31T20:59:30Z'); // 23:59:30 on its due day in Bahrain
    const { caller } = callerFor(database.db, { user: admin, live, now: () => now });
    expect((await caller.analytics.overview()).receivables).toEqual({
      outstanding: '75.50',
      overdue: '0.00',
      overdueCount: 0,
    });
    // 40 s later, nothing changed in the tables (and nothing told the bus): a new Bahrain day.
    now = new Date('2026-08-31T21:00:10Z');
    expect((await caller.analytics.overview()).receivables).toEqual({
      outstanding: '75.50',
      overdue: '75.50',
      overdueCount: 1,
    });
  });

  it('answers nobody but an admin, even with figures cached', async () => {
    const live = createLocalLiveBus();
    await callerFor(database.db, { user: admin, live }).caller.analytics.overview();
    const client = await insertUser(database.db, { role: 'client' });
    expect(
      await outcome(callerFor(database.db, { user: client, live }).caller.analytics.overview()),
    ).toMatchObject({
      status: 403,
    });
    expect(await outcome(callerFor(database.db, { live }).caller.analytics.overview())).toMatchObject({
      status: 401,
    });
  });

  it('drops the figures of every process when a change commits on one of them', async () => {
    const other = await anotherProcess(database, name);
    const live = await createDatabaseLiveBus(database, (error) => {
      throw error;
    });
    try {
      const { caller } = callerFor(database.db, { user: admin, live });
      const first = (await caller.analytics.overview()).contactMessages.total;
      const dropped = heard(live, 'figures_changed');
      await addContactMessage(other.db);
      await dropped;
      expect((await caller.analytics.overview()).contactMessages.total).toBe(first + 1);
    } finally {
      await live.close();
      if (other !== database) await other.close();
    }
  });
});
