import {
  deleteAbandonedCertificateUploads,
  type FileStorage,
  type Mailer,
  sendExpiryReminders,
} from '@tc/contracts';
import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { Logger } from './logger.js';

/**
 * How often the jobs look for work. Each job claims what it does in the database, so running
 * hourly (and on every process) sends each reminder once, and a restart or a missed day catches up.
 */
const EVERY_HOUR = 60 * 60 * 1000;
/** The first run waits a little, so starting the server stays quick. */
const FIRST_RUN_DELAY = 30 * 1000;

/**
 * The in-process scheduler: certificate expiry reminders (90, 30 and 7 days before), and the sweep
 * of certificate PDFs uploaded a day ago that no certificate took. Answers a function that stops it
 * and waits for a run in progress (call it before closing the database).
 */
export function startDailyJobs(deps: {
  db: Kysely<DB>;
  mailer: Mailer;
  storage: FileStorage;
  appUrl: string;
  logger: Logger;
  now?: () => Date;
}): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    const ctx = { ...deps, now: deps.now ?? (() => new Date()) };
    running = (async () => {
      try {
        const sent = await sendExpiryReminders(ctx);
        if (sent > 0) deps.logger.info({ sent }, 'certificate expiry reminders sent');
      } catch (error) {
        deps.logger.error({ err: error }, 'certificate expiry reminders failed');
      }
      try {
        const deleted = await deleteAbandonedCertificateUploads(ctx);
        if (deleted > 0) deps.logger.info({ deleted }, 'unused certificate uploads deleted');
      } catch (error) {
        deps.logger.error({ err: error }, 'deleting unused certificate uploads failed');
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
