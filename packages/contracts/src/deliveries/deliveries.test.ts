import { randomUUID } from 'node:crypto';
import type { Database } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createDeliveryQueues,
  jobQueueOf,
  MAIL_QUEUE,
  PUSH_QUEUE,
  startJobQueue,
} from '../jobs/job-queue.js';
import { callerFor, insertUser, outcome, type TestUser } from '../test-support.js';

// The console's Deliveries over a real pg-boss queue on both databases: the jobs are made through
// pg-boss's own API (sent, claimed, then completed or failed as a worker would), listed with their
// state, tries and error but never their body, and a failed one goes back to the queue on Retry.

describe.each(testDatabases())('deliveries on $name', ({ create }) => {
  let database: Database;
  let boss: PgBoss;
  let admin: TestUser;
  const asAdmin = () => callerFor(database.db, { user: admin, jobs: jobQueueOf(boss) }).caller;

  /** A job sent and, as a worker would, claimed and settled: `ok` completes it, an error fails it. */
  async function delivery(queue: string, data: object, settle: 'ok' | Error | null): Promise<string> {
    const id = await boss.send(queue, data, { retryLimit: 0 });
    if (!id) throw new Error('no job id');
    if (settle === null) return id;
    const [job] = await boss.fetch(queue);
    if (job?.id !== id) throw new Error('fetched another job');
    if (settle === 'ok') await boss.complete(queue, id);
    else await boss.fail(queue, id, { message: settle.message });
    return id;
  }

  let sentMail: string;
  let failedMail: string;
  let failedPush: string;
  let queuedMail: string;

  beforeAll(async () => {
    database = await create();
    boss = await startJobQueue(database, { supervise: false, schedule: false });
    await createDeliveryQueues(boss);
    admin = await insertUser(database.db, { role: 'admin' });
    const reset = 'https://training.test/reset-password?token=secret-token';
    sentMail = await delivery(
      MAIL_QUEUE,
      { to: 'sent@deliveries.test', subject: 'Welcome', text: reset },
      'ok',
    );
    failedMail = await delivery(
      MAIL_QUEUE,
      {
        to: 'failed@deliveries.test',
        subject: 'Reset your password',
        text: reset,
        html: `<a href="${reset}">`,
      },
      new Error('connect ECONNREFUSED 127.0.0.1:2525'),
    );
    failedPush = await delivery(
      PUSH_QUEUE,
      { to: 'push@deliveries.test', subject: 'Class moved', subscriptionId: randomUUID(), payload: {} },
      new Error('Received unexpected response code 410'),
    );
    queuedMail = await delivery(
      MAIL_QUEUE,
      { to: 'queued@deliveries.test', subject: 'Quotation', text: reset },
      null,
    );
  }, 120_000);

  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await database?.close();
  });

  it('lists mails and pushes newest first with state, tries and last error, never their body', async () => {
    const page = await asAdmin().deliveries.list({});
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    expect(page.items.map((item) => item.id)).toEqual([queuedMail, failedPush, failedMail, sentMail]);
    const [queued, push, failed, sent] = page.items;
    expect(failed).toMatchObject({
      channel: 'mail',
      state: 'failed',
      recipient: 'failed@deliveries.test',
      subject: 'Reset your password',
      tries: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      sentAt: null,
    });
    expect(push).toMatchObject({
      channel: 'push',
      state: 'failed',
      lastError: 'Received unexpected response code 410',
    });
    expect(sent).toMatchObject({ state: 'sent', tries: 1, lastError: null });
    expect(Date.parse(sent?.sentAt ?? '')).toBeGreaterThanOrEqual(Date.parse(sent?.createdAt ?? ''));
    expect(queued).toMatchObject({ state: 'queued', tries: 0, lastError: null, sentAt: null });
    expect(Object.keys(failed ?? {}).sort()).toEqual(
      ['channel', 'createdAt', 'id', 'lastError', 'recipient', 'sentAt', 'state', 'subject', 'tries'].sort(),
    );
    expect(JSON.stringify(page)).not.toContain('secret-token');
  });

  it('filters by state and pages', async () => {
    const failed = await asAdmin().deliveries.list({ state: 'failed' });
    expect(failed.items.map((item) => item.id)).toEqual([failedPush, failedMail]);
    expect((await asAdmin().deliveries.list({ state: 'sent' })).items.map((item) => item.id)).toEqual([
      sentMail,
    ]);
    expect((await asAdmin().deliveries.list({ state: 'queued' })).total).toBe(1);
    const second = await asAdmin().deliveries.list({ page: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, items: [{ id: sentMail }] });
    expect(await outcome(asAdmin().deliveries.list({ state: 'lost' as never }))).toEqual({
      status: 400,
      message: 'state must be one of: queued, sent, failed',
    });
    expect(await asAdmin().deliveries.summary()).toEqual({ failed: 2 });
  });

  it('is for admins only', async () => {
    const client = await insertUser(database.db, {});
    const instructor = await insertUser(database.db, { role: 'instructor' });
    for (const user of [client, instructor]) {
      const { caller } = callerFor(database.db, { user, jobs: jobQueueOf(boss) });
      expect((await outcome(caller.deliveries.list({}))).status).toBe(403);
      expect((await outcome(caller.deliveries.retry({ id: failedMail }))).status).toBe(403);
      expect((await outcome(caller.deliveries.retryFailed())).status).toBe(403);
      expect((await outcome(caller.deliveries.summary())).status).toBe(403);
    }
    const { caller: visitor } = callerFor(database.db, { jobs: jobQueueOf(boss) });
    expect((await outcome(visitor.deliveries.list({}))).status).toBe(401);
    expect((await outcome(visitor.deliveries.retryFailed())).status).toBe(401);
  });

  it('retries a failed delivery, which the worker then sends; refuses one that is not failed', async () => {
    expect(await outcome(asAdmin().deliveries.retry({ id: randomUUID() }))).toEqual({
      status: 404,
      message: 'Delivery not found',
    });
    expect((await outcome(asAdmin().deliveries.retry({ id: 'not-an-id' }))).status).toBe(404);
    expect(await outcome(asAdmin().deliveries.retry({ id: sentMail }))).toEqual({
      status: 409,
      message: 'Only a failed delivery can be retried; this one is sent',
    });

    const retried = await asAdmin().deliveries.retry({ id: failedMail });
    expect(retried).toMatchObject({ id: failedMail, state: 'queued', tries: 1 });
    expect(await outcome(asAdmin().deliveries.retry({ id: failedMail }))).toMatchObject({ status: 409 });
    const delivered: string[] = [];
    await boss.work<{ to: string }>(MAIL_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) delivered.push(job.data.to);
    });
    await vi.waitFor(
      async () => {
        const sent = (await asAdmin().deliveries.list({ state: 'sent' })).items.find(
          (item) => item.id === failedMail,
        );
        expect(sent).toMatchObject({ state: 'sent', tries: 2, lastError: null });
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(delivered).toContain('failed@deliveries.test');
  }, 30_000);

  it('retries every failed delivery at once and says how many', async () => {
    // On the push queue, which no worker of this test takes from: both stay failed until the Retry.
    await delivery(
      PUSH_QUEUE,
      { to: 'more@deliveries.test', subject: 'Invoice', payload: {} },
      new Error('down'),
    );
    expect(await asAdmin().deliveries.summary()).toEqual({ failed: 2 });
    expect(await asAdmin().deliveries.retryFailed()).toEqual({ retried: 2 });
    expect(await asAdmin().deliveries.summary()).toEqual({ failed: 0 });
    const queued = await asAdmin().deliveries.list({ state: 'queued' });
    expect(queued.items.filter((item) => item.channel === 'push')).toHaveLength(2);
    expect(await asAdmin().deliveries.retryFailed()).toEqual({ retried: 0 });
  });
});
