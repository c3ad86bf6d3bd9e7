import {
  deleteAbandonedCertificateUploads,
  deleteAbandonedUploads,
  deleteEndedThrottleWindows,
  expireQuotations,
  type FileStorage,
  type Mailer,
  sendExpiryReminders,
  sendInvoiceReminders,
  sendQuotationReminders,
} from '@tc/contracts';
import type { DB } from '@tc/db';
import type { PdfRenderer } from '@tc/pdf';
import type { Kysely } from 'kysely';
import type { Logger } from './logger.js';

/**
 * How often the jobs look for work. Each job claims what it does in the database, so running
 * hourly (and on every process) sends each reminder once, and a restart or a missed day catches up.
 */
const EVERY_HOUR = 60 * 60 * 1000;
/** The first run waits a little, so starting the server stays quick. */
const FIRST_RUN_DELAY = 30 * 1000;

type JobContext = Parameters<typeof sendExpiryReminders>[0] &
  Parameters<typeof deleteAbandonedUploads>[0] &
  Parameters<typeof sendInvoiceReminders>[0];

/** Each job answers how much it did; the messages say what, when it did something or failed. */
const jobs: { run: (ctx: JobContext) => Promise<number>; done: string; failed: string }[] = [
  {
    run: sendExpiryReminders,
    done: 'certificate expiry reminders sent',
    failed: 'certificate expiry reminders failed',
  },
  {
    run: deleteAbandonedCertificateUploads,
    done: 'unused certificate uploads deleted',
    failed: 'deleting unused certificate uploads failed',
  },
  {
    run: deleteAbandonedUploads,
    done: 'unused image upload addresses deleted',
    failed: 'deleting unused image uploads failed',
  },
  {
    run: expireQuotations,
    done: 'quotations past their valid-until date expired',
    failed: 'expiring quotations failed',
  },
  {
    run: sendQuotationReminders,
    done: 'quotation reminders sent',
    failed: 'quotation reminders failed',
  },
  {
    run: sendInvoiceReminders,
    done: 'overdue invoice reminders sent',
    failed: 'overdue invoice reminders failed',
  },
  {
    run: (ctx) => deleteEndedThrottleWindows(ctx.db, ctx.now()),
    done: 'ended throttle windows deleted',
    failed: 'deleting ended throttle windows failed',
  },
];

/**
 * The in-process scheduler, every hour: certificate expiry reminders (90, 30 and 7 days before),
 * quotations expired and their clients reminded (3 and 7 days after sending), overdue invoices'
 * clients reminded (the first overdue day, then every 14 days), the sweeps of certificate PDFs and images uploaded a day ago that nothing took, and of ended
 * throttle windows. Answers a function that stops it and waits for a run in progress (call it
 * before closing the database).
 */
export function startHourlyJobs(deps: {
  db: Kysely<DB>;
  mailer: Mailer;
  storage: FileStorage;
  pdf: PdfRenderer;
  appUrl: string;
  logger: Logger;
  now?: () => Date;
}): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    const ctx = { ...deps, now: deps.now ?? (() => new Date()) };
    running = (async () => {
      // One failing job never stops the others.
      for (const job of jobs) {
        try {
          const count = await job.run(ctx);
          if (count > 0) deps.logger.info({ count }, job.done);
        } catch (error) {
          deps.logger.error({ err: error }, job.failed);
        }
      }
    })();
  };
  const first = setTimeout(run, FIRST_RUN_DELAY).unref();
  const hourly = setInterval(run, EVERY_HOUR).unref();
  return async () => {
    clearTimeout(first);
    clearInterval(hourly);
    await running;
  };
}
