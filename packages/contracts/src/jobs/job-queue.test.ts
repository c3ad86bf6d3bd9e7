import type { Database } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { sql } from 'kysely';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue, JOB_SCHEMA, startJobQueue } from './job-queue.js';

// pg-boss on both databases: a job sent in a transaction exists only if it commits, is delivered
// once, a failing handler is retried with backoff and then kept as failed; a schedule runs once
// per period across three instances on one database (three processes on PostgreSQL; on PGlite,
// where one process holds the database, three instances in it).

const FAST = { pollingIntervalSeconds: 0.5, supervise: true, superviseIntervalSeconds: 1 } as const;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('the job queue on $name', ({ name, create }) => {
  let database: Database;
  let boss: PgBoss;

  beforeAll(async () => {
    database = await create();
    boss = await startJobQueue(database, FAST);
  }, 60_000);

  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await database?.close();
  });

  it('delivers a job sent in a committed transaction once, and never one whose transaction rolled back', async () => {
    await boss.createQueue('tx-mail');
    const delivered: string[] = [];
    await boss.work<{ to: string }>('tx-mail', async ([job]) => {
      if (job) delivered.push(job.data.to);
    });
    await database.db
      .transaction()
      .execute(async (trx) => {
        await enqueue(boss, trx, 'tx-mail', { to: 'rolled-back@test' });
        throw new Error('the change fails');
      })
      .catch(() => undefined);
    await database.db.transaction().execute(async (trx) => {
      await enqueue(boss, trx, 'tx-mail', { to: 'committed@test' });
    });
    await until(
      async () => delivered.length,
      (count) => count > 0,
    );
    await pause(2_000);
    expect(delivered).toEqual(['committed@test']);
    const { rows } = await sql<{ state: string; n: number }>`
      select state, count(*)::int as n from ${sql.table(`${JOB_SCHEMA}.job`)}
      where name = 'tx-mail' group by state`.execute(database.db);
    expect(rows).toEqual([{ state: 'completed', n: 1 }]);
  }, 30_000);

  it('retries a failing handler with backoff, then keeps the job as failed with its error', async () => {
    await boss.createQueue('flaky-mail', { retryLimit: 2, retryDelay: 1, retryBackoff: true });
    const tries: number[] = [];
    let smtpUp = false;
    await boss.work('flaky-mail', async () => {
      tries.push(Date.now());
      if (!smtpUp) throw new Error('SMTP server down');
    });
    const id = await boss.send('flaky-mail', { to: 'x@test' });
    if (!id) throw new Error('no job id');
    const job = await until(
      () => boss.getJobById('flaky-mail', id),
      (found) => found?.state === 'failed',
      30_000,
    );
    expect(job?.state).toBe('failed');
    expect(job?.retryCount).toBe(2);
    expect(JSON.stringify(job?.output)).toContain('SMTP server down');
    expect(tries).toHaveLength(3);
    // Backoff from retryDelay 1 s: the first retry waits 1-2 s, the second 2-4 s (a fixed delay
    // would wait 1 s each time).
    const [first = 0, second = 0, third = 0] = tries;
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
    await pause(1_000);
    expect((await boss.getJobById('flaky-mail', id))?.state).toBe('failed');

    // The console's Retry: the failed job goes back to the queue and, the server up, completes.
    smtpUp = true;
    await boss.retry('flaky-mail', id);
    const retried = await until(
      () => boss.getJobById('flaky-mail', id),
      (found) => found?.state === 'completed',
    );
    expect(retried?.state).toBe('completed');
    expect(tries).toHaveLength(4);
  }, 60_000);

  // Three processes on one database are three instances on PostgreSQL; the embedded database has
  // one process, and waiting out its minute boundary would only repeat the claim checked here.
  it.runIf(name === 'postgres')(
    'runs a schedule once per period with three instances on one database',
    async () => {
      // The suite's instance checks schedules every 30 s (the default); two more check every second.
      const schedules = { cronWorkerIntervalSeconds: 1, cronMonitorIntervalSeconds: 1 };
      const third = await startJobQueue(database, { ...FAST, ...schedules });
      const fourth = await startJobQueue(database, { ...FAST, ...schedules });
      try {
        const runs: string[] = [];
        for (const instance of [third, fourth]) {
          await instance.createQueue('sweep').catch(() => undefined);
          await instance.work('sweep', async ([job]) => {
            if (job) runs.push(job.id);
          });
        }
        await third.schedule('sweep', '* * * * *');
        await fourth.schedule('sweep', '* * * * *');
        // pg-boss runs the current minute's occurrence at once, then one at each minute's start:
        // wait for two occurrences (so one minute boundary, where both fast instances race).
        await until(
          async () => runs.length,
          (count) => count >= 2,
          90_000,
        );
        await pause(5_000);
        const { rows } = await sql<{ minute: Date; jobs: number }>`
          select date_trunc('minute', created_on) as minute, count(*)::int as jobs
          from ${sql.table(`${JOB_SCHEMA}.job`)} where name = 'sweep' group by 1 order by 1`.execute(
          database.db,
        );
        expect(rows.length).toBeGreaterThanOrEqual(2);
        expect(rows.map((row) => row.jobs)).toEqual(rows.map(() => 1));
        expect(runs).toHaveLength(rows.length);
      } finally {
        for (const instance of [third, fourth]) await instance.stop({ graceful: false });
      }
    },
    150_000,
  );
});
