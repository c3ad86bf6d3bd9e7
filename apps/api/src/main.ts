// First, before anything native loads: an older Node.js is told which one is needed.
import '@tc/db/supported-node';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createFileStorage,
  createPushSender,
  defaultWebhookPolicy,
  describeFileStorage,
  filesLeftOnDisk,
  jobQueueOf,
  startDeliveryWorkers,
  startJobQueue,
  withCentreReplyTo,
} from '@tc/contracts';
import { createDatabase, ensureBootstrapData, migrateToLatest } from '@tc/db';
import { createPdfRenderer } from '@tc/pdf';
import { EnvError, loadEnv } from './env.js';
import { createReadiness } from './health.js';
import { createLogger } from './logger.js';
import { createMailer } from './mailer.js';
import { startScheduledJobs } from './scheduled-jobs.js';
import { buildServer } from './server.js';
import { gracefulShutdown } from './shutdown.js';

const webDist = join(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main(): Promise<void> {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\nThe server did not start.\n`);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(env.logLevel);
  const database = await createDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  logger.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? env.dataDir : undefined },
    'database open',
  );
  await migrateToLatest(database.db);

  const bootstrap = await ensureBootstrapData(database.db, {
    adminEmail: env.adminEmail,
    adminPassword: env.adminPassword,
  });
  if (bootstrap.adminCreated) {
    logger.info({ email: bootstrap.adminEmail }, 'main admin created');
    if (bootstrap.generatedPassword) {
      // Printed once, on purpose and outside the structured log: the only copy of this password.
      process.stdout.write(
        `\n  Main admin: ${bootstrap.adminEmail}\n  Temporary password: ${bootstrap.generatedPassword}\n  (shown once; change it after signing in)\n\n`,
      );
    }
  }

  const transport = createMailer({
    smtpUrl: env.smtpUrl,
    mailFrom: env.mailFrom,
    dataDir: env.dataDir,
    logger,
  });
  // Every mail, from a request or an hourly job, answers to the centre's contact address.
  const mailer = withCentreReplyTo(transport, database.db);
  logger.info(
    transport.kind === 'smtp' ? { mail: 'smtp' } : { mail: 'outbox', outbox: transport.outboxDir },
    transport.kind === 'smtp'
      ? 'mail goes out through SMTP'
      : 'SMTP_URL is not set: mail is written to the outbox folder',
  );
  // Uploads, certificates and signatures: on the disk, in the database or in object storage.
  const storage = createFileStorage(env.fileStorage, { db: database.db, dataDir: env.dataDir });
  logger.info({ files: describeFileStorage(env.fileStorage) }, 'file storage open');
  if (env.fileStorage.kind !== 'disk' && (await filesLeftOnDisk(env.dataDir))) {
    const target = describeFileStorage(env.fileStorage);
    logger.warn(
      `${join(env.dataDir, 'uploads')} holds files that FILE_STORAGE=${target} does not serve: copy them with \`FILE_STORAGE=disk pnpm files:move --to ${target}\`, or set FILE_STORAGE=disk`,
    );
  }
  // One Chromium for the process's PDFs, started on the first document, not before.
  const pdf = createPdfRenderer({ chromePath: env.chromePath });
  // Web push: the VAPID keys of the environment, else the ones kept in the database (made once).
  const push = createPushSender({
    db: database.db,
    vapidKeys: env.push.vapidKeys,
    subject: env.push.vapidSubject,
    endpointHosts: env.push.endpointHosts,
    log: logger.child({ component: 'push' }),
  });
  // The job queue (pg-boss, in this database): this process's workers deliver every mail and push
  // and run the hourly schedules, taking turns with every other process on the same database.
  const boss = await startJobQueue(database);
  const jobs = jobQueueOf(boss);
  const now = () => new Date();
  // Webhooks go to public addresses, and to the hosts WEBHOOK_ALLOW_HOSTS names wherever they are.
  const webhooks = { ...defaultWebhookPolicy, allowHosts: env.webhookAllowHosts };
  await startDeliveryWorkers(boss, {
    db: database.db,
    mailer,
    push,
    pdf,
    storage,
    appUrl: env.appUrl,
    now,
    webhooks,
  });
  await startScheduledJobs(boss, { db: database.db, jobs, storage, appUrl: env.appUrl, logger, now });
  const readiness = createReadiness();
  const app = await buildServer({
    database,
    logger,
    webDist,
    mailer,
    jobs,
    storage,
    pdf,
    push,
    webhooks,
    appUrl: env.appUrl,
    trustProxy: env.trustProxy,
    readiness,
  });

  const shutdown = gracefulShutdown({
    logger,
    readiness,
    app,
    // Running deliveries and scheduled jobs get a few seconds to finish; one still running then
    // stays active in the queue and is tried again by a process once it expires.
    stopWork: [() => boss.stop({ graceful: true, timeout: 5_000 })],
    release: [() => pdf.close(), () => transport.close(), () => database.close()],
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.port, host: env.host });
  logger.info(`training-centre server ready at ${env.appUrl}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
