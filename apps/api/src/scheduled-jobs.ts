import {
  deleteAbandonedCertificateUploads,
  deleteAbandonedUploads,
  deleteEndedThrottleWindows,
  deleteExpiredPersonalData,
  expireQuotations,
  type JobQueue,
  type PgBoss,
  sendExpiryReminders,
  sendInvoiceReminders,
  sendQuotationReminders,
} from '@tc/contracts';
import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { Logger } from './logger.js';

/** Every scheduled job runs at the start of each hour, Bahrain time. */
const EVERY_HOUR = '0 * * * *';

type JobContext = Parameters<typeof sendExpiryReminders>[0] &
  Parameters<typeof deleteAbandonedUploads>[0] &
  Parameters<typeof sendInvoiceReminders>[0];

/** Each job answers how much it did; the messages say what, when it did something or failed. */
const jobs: { name: string; run: (ctx: JobContext) => Promise<number>; done: string; failed: string }[] = [
  {
    name: 'certificate-expiry-reminders',
    run: sendExpiryReminders,
    done: 'certificate expiry reminders sent',
    failed: 'certificate expiry reminders failed',
  },
  {
    name: 'certificate-upload-sweep',
    run: deleteAbandonedCertificateUploads,
    done: 'unused certificate uploads deleted',
    failed: 'deleting unused certificate uploads failed',
  },
  {
    name: 'image-upload-sweep',
    run: deleteAbandonedUploads,
    done: 'unused image upload addresses deleted',
    failed: 'deleting unused image uploads failed',
  },
  {
    name: 'quotation-expiry',
    run: expireQuotations,
    done: 'quotations past their valid-until date expired',
    failed: 'expiring quotations failed',
  },
  {
    name: 'quotation-reminders',
    run: sendQuotationReminders,
    done: 'quotation reminders sent',
    failed: 'quotation reminders failed',
  },
  {
    name: 'invoice-reminders',
    run: sendInvoiceReminders,
    done: 'overdue invoice reminders sent',
    failed: 'overdue invoice reminders failed',
  },
  {
    name: 'privacy-retention',
    run: deleteExpiredPersonalData,
    done: 'sign-ins and form submissions past their retention deleted',
    failed: 'deleting data past its retention failed',
  },
  {
    name: 'throttle-sweep',
    run: (ctx) => deleteEndedThrottleWindows(ctx.db, ctx.now()),
    done: 'ended throttle windows deleted',
    failed: 'deleting ended throttle windows failed',
  },
];

/** The scheduled jobs' queues: a run that fails is tried twice more, then kept as failed. */
const SCHEDULED_QUEUE = { retryLimit: 2, retryDelay: 60, deleteAfterSeconds: 7 * 24 * 60 * 60 } as const;

/**
 * The hourly work as pg-boss schedules: certificate expiry reminders (90, 30 and 7 days before),
 * quotations expired and their clients reminded (3 and 7 days after sending), overdue invoices'
 * clients reminded (the first overdue day, then every 14 days), the sweeps of certificate PDFs
 * and images uploaded a day ago that nothing took, of ended throttle windows, and of
 * sign-ins older than 12 months and form submissions older than their setting (privacy). pg-boss makes
 * one job per schedule and hour whichever processes run, and a worker of any process takes it.
 * Starting also queues one run of each (one per hour however many processes start), so a restart
 * or a missed hour catches up at once. Each job
 * still claims what it does in the database, so even a run repeated after a crash sends no
 * reminder twice. Stopping the queue (pg-boss `stop`) stops them.
 */
export async function startScheduledJobs(
  boss: PgBoss,
  deps: {
    db: Kysely<DB>;
    jobs: JobQueue;
    storage: JobContext['storage'];
    appUrl: string;
    logger: Logger;
    now?: () => Date;
  },
): Promise<void> {
  const ctx: JobContext = { ...deps, now: deps.now ?? (() => new Date()) };
  for (const job of jobs) {
    await boss.createQueue(job.name, SCHEDULED_QUEUE);
    await boss.schedule(job.name, EVERY_HOUR, null, { tz: 'Asia/Bahrain' });
    await boss.send(job.name, {}, { singletonKey: 'on-start', singletonSeconds: 60 * 60 });
    await boss.work(job.name, { batchSize: 1 }, async () => {
      try {
        const count = await job.run(ctx);
        if (count > 0) deps.logger.info({ count }, job.done);
      } catch (error) {
        deps.logger.error({ err: error }, job.failed);
        throw error;
      }
    });
  }
}
