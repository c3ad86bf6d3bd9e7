// The server the REST tests talk to (not part of the build).
import { rmSync } from 'node:fs';
import {
  createDeliveryQueues,
  createPushSender,
  createRecordingJobQueue,
  createRecordingMailer,
  jobQueueOf,
  type Mailer,
  type PgBoss,
  type PushSender,
  type RecordingJobQueue,
  type RecordingMailer,
  startJobQueue,
  type WebhookPolicy,
} from '@tc/contracts';
import type { Database } from '@tc/db';
import { createPdfRenderer, type PdfRenderer } from '@tc/pdf';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createLogger, type Logger } from './logger.js';
import { buildServer } from './server.js';
import { fakeWebDist, temporaryStorage } from './test-support.js';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  /** The mail the server sent (a recording mailer; a test that gave its own mailer reads that one). */
  mailer: RecordingMailer;
  /** The mails and pushes the server queued, not yet delivered. */
  jobs: RecordingJobQueue;
  /** Delivers what was queued so far, as the worker would: mails to `mailer`, pushes to `push`. */
  deliverQueued(): Promise<void>;
  /** Uploaded files, in a temporary folder: `files()` lists them. */
  disk: ReturnType<typeof temporaryStorage>;
  /** The server's PDF engine: its Chromium starts with the first document a test asks for. */
  pdf: PdfRenderer;
  /** With `jobQueue`: the real queue the server sends to (no worker takes from it but the test's). */
  boss?: PgBoss;
}

/**
 * Registers the hooks of a describe block that talks to a server: before its tests, a fresh
 * database from `create`, uploads in a temporary folder, a recording job queue delivered on
 * `deliverQueued()` to a recording mailer (or `mailer`), a silent
 * logger (or `logger`) and a stand-in web app; after them, all of it closed and removed. The fields are set once the block's
 * beforeAll has run.
 */
export function useTestServer(
  create: () => Promise<Database>,
  options: {
    appUrl?: string;
    mailer?: () => Mailer;
    logger?: Logger;
    pdf?: () => PdfRenderer;
    /** How often /ws pings its sockets (the server's 30 s by default). */
    liveHeartbeatMs?: number;
    /** The web push sender (one aimed at a test's local push service); else the server's default. */
    push?: (database: Database) => PushSender;
    /** TRUST_PROXY's list (the server's loopback by default). */
    trustProxy?: string[];
    /** Where webhooks may go, at save and as `deliverQueued()` delivers (public addresses by default). */
    webhooks?: WebhookPolicy;
    /** A real pg-boss queue with the delivery queues, instead of the recording one. */
    jobQueue?: true;
  } = {},
): TestServer {
  const server = {} as TestServer;
  let webDist: string | undefined;
  beforeAll(async () => {
    const database = await create();
    const disk = temporaryStorage();
    const mailer = options.mailer?.() ?? createRecordingMailer();
    webDist = fakeWebDist();
    const pdf = options.pdf?.() ?? createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
    const jobs = createRecordingJobQueue();
    const push = options.push?.(database) ?? createPushSender({ db: database.db });
    const appUrl = options.appUrl ?? 'http://localhost:3000';
    const deliverQueued = () =>
      jobs.deliverAll({
        db: database.db,
        mailer,
        push,
        pdf,
        storage: disk.storage,
        appUrl,
        now: () => new Date(),
        webhooks: options.webhooks,
      });
    const boss = options.jobQueue
      ? await startJobQueue(database, { supervise: false, schedule: false })
      : undefined;
    if (boss) await createDeliveryQueues(boss);
    const app = await buildServer({
      database,
      logger: options.logger ?? createLogger('silent'),
      webDist,
      storage: disk.storage,
      mailer,
      jobs: boss ? jobQueueOf(boss) : jobs,
      pdf,
      appUrl,
      liveHeartbeatMs: options.liveHeartbeatMs,
      push,
      webhooks: options.webhooks,
      trustProxy: options.trustProxy,
    });
    Object.assign(server, { app, database, mailer, jobs, deliverQueued, disk, pdf, boss });
  }, 120_000);
  afterAll(async () => {
    await server.app?.close();
    await server.pdf?.close();
    await server.boss?.stop({ graceful: false });
    // A test's own SMTP mailer holds a connection pool.
    (server.mailer as { close?: () => void } | undefined)?.close?.();
    await server.database?.close();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
    if (server.disk) rmSync(server.disk.root, { recursive: true, force: true });
  });
  return server;
}
