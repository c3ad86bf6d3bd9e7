import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startSmtpServer } from '@tc/api/src/smtp-sink.ts';
import pg from 'pg';
import { type Cluster, startCluster } from '../cluster/cluster.ts';
import { failed, type Load, startLoad } from '../cluster/load.ts';
import { onServer, testServerUrl } from './running-server.ts';

// Two machines behind a real proxy: nginx in front of two built server processes on one
// PostgreSQL, under a steady mixed load of 50 requests a second for 30 s (reads, sign-ins, uploads,
// quotation creates and sends, chat messages). A rolling restart fails nothing; a kill -9 fails
// only what was in flight on the killed process. Every acknowledged write is found afterwards, and
// every committed quotation send reaches the SMTP server. Each run prints its counts.

const admin = { email: 'admin@cluster.test', password: 'Cluster-admin-1' };
/** CLUSTER_LOAD_RATE lowers the rate on a machine too busy for 50 (the counts say so). */
const RATE = Number(process.env.CLUSTER_LOAD_RATE || 50);
const SECONDS = 30;
/** A job that died with its process is tried again, at most this many times in all (DELIVERY_RETRIES). */
const MAIL_TRIES = 7;

test.describe('nginx in front of two server processes on one PostgreSQL, under load', () => {
  test.skip(!testServerUrl, 'TEST_DATABASE_URL is not set: the cluster needs a PostgreSQL server');
  const name = `tc_cluster_${randomBytes(5).toString('hex')}`;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let cluster: Cluster;
  let database: pg.Client;
  let cookie = '';
  let courseCode = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    smtp = await startSmtpServer();
    const url = new URL(testServerUrl ?? '');
    url.pathname = `/${name}`;
    cluster = await startCluster({
      databaseUrl: url.toString(),
      env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, SMTP_URL: smtp.url },
    });
    database = new pg.Client({ connectionString: url.toString() });
    await database.connect();
    const login = await fetch(`${cluster.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: cluster.url },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const courses = (await (await fetch(`${cluster.url}/api/courses`)).json()) as { code: string }[];
    courseCode = courses[0]?.code ?? '';
    expect(courseCode).not.toBe('');
  });
  test.afterAll(async () => {
    await database?.end();
    await cluster?.stop();
    await smtp?.close();
    await onServer(`drop database if exists ${name} with (force)`);
  });

  const load = (label: string) =>
    startLoad({ url: cluster.url, cookie, admin, courseCode, rate: RATE, seconds: SECONDS, label });

  /** Resolves once the load has had `count` answers: the moment to act on a process. */
  const answered = (running: Load, count: number) =>
    expect
      .poll(() => running.outcomes.length, { timeout: 60_000, intervals: [100] })
      .toBeGreaterThanOrEqual(count);

  /** How many of `ids` are rows of `table`. */
  const rowsOf = async (table: string, ids: string[]) =>
    Number((await database.query(`select count(*) from ${table} where id = any($1)`, [ids])).rows[0].count);

  /** Every acknowledged write, looked for in the database and, for files and sessions, through nginx. */
  async function writesFound(running: Load): Promise<{ acknowledged: number; found: number }> {
    const { quotations, sends, chats, uploads, sessions } = running.acknowledged;
    const sent = await database.query(
      'select count(*) from quotations where id = any($1) and sent_at is not null',
      [sends],
    );
    const served = await Promise.all(
      [
        ...uploads.map((path) => ({ path, cookie: '' })),
        ...sessions.map((c) => ({ path: '/api/auth/me', cookie: c })),
      ].map(
        async ({ path, cookie: session }) =>
          (await fetch(`${cluster.url}${path}`, { headers: { cookie: session } }).then(
            (res) => res.status,
          )) === 200,
      ),
    );
    return {
      acknowledged: quotations.length + sends.length + chats.length + uploads.length + sessions.length,
      found:
        (await rowsOf('quotations', quotations)) +
        Number(sent.rows[0].count) +
        (await rowsOf('admin_chat_messages', chats)) +
        served.filter(Boolean).length,
    };
  }

  /** The recipients of the quotation sends of `label` that committed (whether or not acknowledged). */
  const committedSends = async (label: string) =>
    (
      await database.query(
        'select contact_email from quotations where contact_email like $1 and sent_at is not null',
        [`${label}-%`],
      )
    ).rows.map((row: { contact_email: string }) => row.contact_email);

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address)).length;

  const report = (
    label: string,
    running: Load,
    writes: { acknowledged: number; found: number },
    mails: number[],
  ) => {
    const failures = running.outcomes.filter(failed);
    console.log(
      `cluster ${label}: ${running.outcomes.length} requests, ${failures.length} failed, ` +
        `${writes.acknowledged} acknowledged writes, ${writes.found} found, ` +
        `${mails.length} mails expected, ${mails.reduce((sum, count) => sum + count, 0)} received`,
    );
    for (const { kind, status } of failures) console.log(`  failed: ${kind} ${status}`);
    if (failures.length > 0) console.log(`nginx's error log:\n${cluster.proxyErrors()}`);
  };

  test('a rolling restart (SIGTERM one, start it again, then the other) fails no request and loses no write', async () => {
    test.setTimeout(180_000);
    const running = load('rolling');
    await answered(running, 5 * RATE);
    // The load goes on until both are back, however long a start takes on a busy machine.
    await running.hold(cluster.restart(0).then(() => cluster.restart(1)));
    await running.done;
    const writes = await writesFound(running);
    const recipients = await committedSends('rolling');
    // The graceful stop lets a running delivery finish: every mail arrives exactly once.
    await expect.poll(() => recipients.every((to) => mailsTo(to) >= 1), { timeout: 60_000 }).toBe(true);
    const mails = recipients.map(mailsTo);
    report('rolling restart', running, writes, mails);

    expect(running.outcomes.filter(failed)).toEqual([]);
    expect(writes.found).toBe(writes.acknowledged);
    expect(recipients.length).toBe(running.acknowledged.sends.length);
    expect(mails.every((count) => count === 1)).toBe(true);
  });

  test('a kill -9 fails only the requests in flight on that process; every committed mail goes', async () => {
    test.setTimeout(180_000);
    const running = load('killed');
    await answered(running, 10 * RATE);
    const { signalledAt: killedAt, exitedAt } = await running.hold(cluster.kill(1));
    await running.done;
    const writes = await writesFound(running);

    // Each committed send's mail arrives, or its job is still held by the killed process (active
    // since before the kill) and is tried again when it expires (expireInSeconds): queued, not lost.
    const recipients = await committedSends('killed');
    const held = async (to: string) =>
      (
        await database.query(
          `select 1 from pgboss.job where name = 'mail' and state = 'active' and data->>'to' = $1 and started_on < $2`,
          [to, new Date(killedAt)],
        )
      ).rowCount === 1;
    await expect
      .poll(
        async () =>
          (await Promise.all(recipients.map(async (to) => mailsTo(to) >= 1 || (await held(to))))).every(
            Boolean,
          ),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
    const mails = recipients.map(mailsTo);
    report('kill -9', running, writes, mails);

    // A failure is a request in flight on the dying process: started before it was gone, and still
    // unanswered when the signal was sent.
    const failures = running.outcomes.filter(failed);
    expect(failures.filter((outcome) => outcome.startedAt > exitedAt || outcome.endedAt < killedAt)).toEqual(
      [],
    );
    expect(writes.found).toBe(writes.acknowledged);
    expect(recipients.length).toBeGreaterThanOrEqual(running.acknowledged.sends.length);
    expect(mails.every((count) => count <= MAIL_TRIES)).toBe(true);
  });
});
