import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.js';
import { testDatabases } from './testing.js';

const notify = (database: Database, channel: string, payload: string) =>
  sql`select pg_notify(${channel}, ${payload})`.execute(database.db);

/** Resolves once `received` holds `count` payloads. */
async function until(received: string[], count: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  while (received.length < count) {
    if (Date.now() > deadline) throw new Error(`received ${received.length} of ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return received;
}

describe.each(testDatabases())('LISTEN / NOTIFY on $name', ({ name, create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  it('hands every payload sent on the channel, in order, and none of other channels', async () => {
    const received: string[] = [];
    const listening = await database.listen('tc_test', { onPayload: (payload) => received.push(payload) });
    try {
      await notify(database, 'tc_other', 'not for us');
      for (const payload of ['one', 'two', '{"json":"ثلاثة"}']) await notify(database, 'tc_test', payload);
      expect(await until(received, 3)).toEqual(['one', 'two', '{"json":"ثلاثة"}']);
    } finally {
      await listening.close();
    }
    await notify(database, 'tc_test', 'after close');
    await sql`select 1`.execute(database.db);
    expect(received).toHaveLength(3);
  });

  it('sends a notification of a transaction when it commits, and none when it rolls back', async () => {
    const received: string[] = [];
    const listening = await database.listen('tc_tx', { onPayload: (payload) => received.push(payload) });
    try {
      await database.db
        .transaction()
        .execute(async (trx) => {
          await sql`select pg_notify('tc_tx', 'rolled back')`.execute(trx);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await database.db
        .transaction()
        .execute((trx) => sql`select pg_notify('tc_tx', 'committed')`.execute(trx));
      expect(await until(received, 1)).toEqual(['committed']);
    } finally {
      await listening.close();
    }
  });

  it.runIf(name === 'postgres')('listens again after its connection is killed, and says so', async () => {
    const received: string[] = [];
    let reconnects = 0;
    const listening = await database.listen('tc_again', {
      onPayload: (payload) => received.push(payload),
      onReconnect: () => {
        reconnects += 1;
      },
      onError: () => undefined,
    });
    try {
      await notify(database, 'tc_again', 'before');
      await until(received, 1);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
                where datname = current_database() and query like 'LISTEN%'`.execute(database.db);
      const deadline = Date.now() + 10_000;
      while (reconnects === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(reconnects).toBe(1);
      await notify(database, 'tc_again', 'after');
      expect(await until(received, 2)).toEqual(['before', 'after']);
    } finally {
      await listening.close();
    }
  });
});
