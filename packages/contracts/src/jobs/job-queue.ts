import type { Database, DB } from '@tc/db';
import type { Kysely } from 'kysely';
import {
  type CommandResponse,
  type ConstructorOptions,
  fromKysely,
  fromPglite,
  PgBoss,
  type SendOptions,
} from 'pg-boss';

/*
 * The job queue: pg-boss on the project's own database. Jobs live in PostgreSQL (schema `pgboss`,
 * which pg-boss creates and migrates itself on start), so every server process on one PostgreSQL
 * shares one queue, and a job sent with `enqueue(trx, ...)` is part of the caller's transaction:
 * a rolled-back change sends nothing, a committed one is always delivered.
 *
 * On PostgreSQL pg-boss keeps a small pool of its own on the same server (LISTEN/NOTIFY, locked
 * maintenance blocks); on the embedded PGlite it runs on the one in-process instance through
 * pg-boss's own PGlite adapter (multi-statement blocks go through exec(), LISTEN stays in-process).
 * Kysely holds PGlite in exclusive transaction mode, so a worker's query never lands inside a
 * caller's open transaction: it waits for it to end.
 */

export type { PgBoss };

export const JOB_SCHEMA = 'pgboss';

/**
 * Retries of a delivery: 6 after the first try, with exponential backoff from one minute, capped
 * at 30 minutes. pg-boss waits retryDelay * 2^n * (1 + random) / 2 before retry n (1-based):
 * 1-2, 2-4, 4-8, 8-16, 16-30, 30 minutes, so the last try comes 61 to 90 minutes after the first.
 * After the last try the job is `failed` and kept (for the console's list and its Retry).
 */
export const DELIVERY_RETRIES = {
  retryLimit: 6,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 30 * 60,
} satisfies SendOptions;

export type JobQueueOptions = Omit<ConstructorOptions, 'db' | 'connectionString' | 'backend' | 'schema'>;

/** Starts pg-boss on the project's database; stop it (`stop()`) before closing the database. */
export async function startJobQueue(database: Database, options: JobQueueOptions = {}): Promise<PgBoss> {
  const boss = new PgBoss({ ...connectionOf(database), schema: JOB_SCHEMA, ...options });
  // pg-boss reports background failures (a maintenance pass, a lost connection) as events; an
  // EventEmitter 'error' without a listener would end the process.
  boss.on('error', (error) => {
    process.stderr.write(`job queue: ${error.message}\n`);
  });
  await boss.start();
  return boss;
}

function connectionOf(database: Database): ConstructorOptions {
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('The embedded database does not expose its PGlite instance');
    return { db: fromPglite(database.pglite), backend: 'pglite' };
  }
  if (!database.databaseUrl) throw new Error('The PostgreSQL database does not expose its URL');
  return { connectionString: database.databaseUrl, max: 4 };
}

/**
 * Sends a job on the caller's connection: inside its transaction when it has one (the job exists
 * only if the transaction commits), on its own otherwise.
 */
export function enqueue(
  boss: PgBoss,
  db: Kysely<DB>,
  queue: string,
  data: object,
  options: SendOptions = {},
): Promise<string | null> {
  return boss.send(queue, data, { ...options, db: fromKysely(db.withoutPlugins()) });
}

/** The deliveries the console's Deliveries lists: outgoing mail and web push, one job each. */
export const MAIL_QUEUE = 'mail';
export const PUSH_QUEUE = 'push';
export const DELIVERY_QUEUES = [MAIL_QUEUE, PUSH_QUEUE] as const;
export type DeliveryQueue = (typeof DELIVERY_QUEUES)[number];

/**
 * Webhook tries, one job each (webhooks/webhook-delivery.ts): a failed try is not a failed job but
 * a new one, sent for later with the next wait of Standard Webhooks' schedule, so pg-boss's own
 * retries only take back a try whose process died.
 */
export const WEBHOOK_QUEUE = 'webhook';
export type JobQueueName = DeliveryQueue | typeof WEBHOOK_QUEUE;

/** A sent or failed delivery stays listed in the console this long, then pg-boss deletes it. */
export const DELIVERY_KEEP_SECONDS = 90 * 24 * 60 * 60;

/** How long a delivery may go without its worker's heartbeat before it is taken back. */
export const DELIVERY_HEARTBEAT_SECONDS = 30;

/** Creates the delivery queues with their retry policy (a no-op for a queue that exists). */
export async function createDeliveryQueues(
  boss: PgBoss,
  retries: Partial<typeof DELIVERY_RETRIES> = {},
): Promise<void> {
  const kept = {
    deleteAfterSeconds: DELIVERY_KEEP_SECONDS,
    // A send may take this long (a mail server that answers slowly, a document to print).
    expireInSeconds: 5 * 60,
    // A worker beats every 15 seconds while it sends; a process killed mid-send stops beating,
    // and the next maintenance pass (each minute) hands its job back to be tried again.
    heartbeatSeconds: DELIVERY_HEARTBEAT_SECONDS,
  };
  for (const queue of DELIVERY_QUEUES)
    await boss.createQueue(queue, { ...DELIVERY_RETRIES, ...retries, ...kept });
  // A webhook try keeps its outcome in webhook_deliveries; the job is only taken back if lost.
  await boss.createQueue(WEBHOOK_QUEUE, { retryLimit: 3, retryDelay: 30, ...kept });
}

/** When a job may start: `startAfter` seconds from now (a webhook's next try). */
export interface JobTiming {
  startAfter?: number;
}

/**
 * What procedures see of the queue: a send that joins their transaction, and the console's retry.
 * The server's is pg-boss; tests that call procedures directly record instead (test-support.ts).
 */
export interface JobQueue {
  send(db: Kysely<DB>, queue: JobQueueName, data: object, timing?: JobTiming): Promise<void>;
  /** Brings failed (or cancelled) jobs back to be tried again; answers how many it brought back. */
  retry(queue: DeliveryQueue, ids: readonly string[]): Promise<number>;
}

export function jobQueueOf(boss: PgBoss): JobQueue {
  return {
    send: async (db, queue, data, timing = {}) => {
      await enqueue(boss, db, queue, data, timing);
    },
    retry: async (queue, ids) => {
      if (ids.length === 0) return 0;
      const failed = await boss.retry(queue, [...ids]);
      const cancelled = await boss.resume(queue, [...ids]);
      return affected(failed) + affected(cancelled);
    },
  };
}

/** How many jobs a pg-boss command changed (its typings declare the answer empty; it holds `affected`). */
function affected(response: CommandResponse): number {
  return (response as { affected?: number }).affected ?? 0;
}
