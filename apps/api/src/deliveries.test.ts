import {
  createContextInner,
  createPushSender,
  jobQueueOf,
  type PgBoss,
  queueMail,
  startDeliveryWorkers,
  startJobQueue,
} from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { createPdfRenderer } from '@tc/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { createMailer } from './mailer.js';
import { startSmtpServer, temporaryStorage, waitFor } from './test-support.js';

// Mail through the queue to a real SMTP server that is down when the mails are queued: each mail
// of a committed change arrives once the server is back, and a rolled-back change's never. The
// retry policy's minutes are seconds here (retryDelay 1 s, doubling, capped at 4 s).
describe.each(testDatabases())('mail deliveries on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let boss: PgBoss;
  const pdf = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });

  beforeAll(async () => {
    database = await create();
    boss = await startJobQueue(database);
  }, 60_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await pdf.close();
    await database?.close();
  });

  it('delivers every committed mail once after the SMTP server comes back, and no rolled-back one', async () => {
    // A port that answers nothing: the server is down.
    const probe = await startSmtpServer();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const mailer = createMailer({
      smtpUrl: `smtp://mailer:smtp-secret-pw@127.0.0.1:${port}`,
      mailFrom: 'Training Centre <no-reply@centre.test>',
      dataDir: '/nonexistent',
      logger: createLogger('silent'),
    });
    const storage = temporaryStorage().storage;
    const ctx = createContextInner({ db: database.db, jobs: jobQueueOf(boss) });
    await startDeliveryWorkers(
      boss,
      {
        db: database.db,
        mailer,
        push: createPushSender({ db: database.db }),
        pdf,
        storage,
        appUrl: 'http://localhost:3000',
        now: () => new Date(),
      },
      { retryDelay: 1, retryDelayMax: 4 },
    );
    const addresses = ['one@mail.test', 'two@mail.test', 'three@mail.test'];
    for (const to of addresses)
      await database.db
        .transaction()
        .execute((trx) => queueMail(ctx, trx, { to, subject: `For ${to}`, text: 'Hello' }));
    await database.db
      .transaction()
      .execute(async (trx) => {
        await queueMail(ctx, trx, { to: 'rolled-back@mail.test', subject: 'Never', text: 'Never' });
        throw new Error('the change fails');
      })
      .catch(() => undefined);

    // Down long enough for every mail to fail at least once.
    await waitFor(async () => {
      const failedTries = await boss.findJobs('mail', {});
      return failedTries.length === 3 && failedTries.every((job) => job.retryCount >= 1) ? true : undefined;
    }, 30_000);
    const smtp = await startSmtpServer({ port });
    try {
      await waitFor(() => (smtp.received.length >= 3 ? true : undefined), 30_000);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...addresses].sort());
      const jobs = await boss.findJobs('mail', {});
      expect(jobs.map((job) => job.state)).toEqual(['completed', 'completed', 'completed']);
    } finally {
      mailer.close();
      await smtp.close();
    }
  }, 120_000);
});
