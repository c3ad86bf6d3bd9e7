import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { Context } from '../context.js';
import { errorMessage } from '../errors.js';
import { invoicePdf } from '../invoices/invoices.service.js';
import type { Language } from '../language.js';
import { type Reader, recipientLanguage } from '../mail/recipient-language.js';
import type { Mail, MailAttachment, Mailer } from '../mail.js';
import type { PushPayload } from '../push/push.schema.js';
import type { PushRecipients, PushSender } from '../push/push-sender.js';
import { quotationPdf } from '../quotations/quotation-documents.js';
import { quotationAttachment } from '../quotations/quotation-mail.js';
import { readQuotation } from '../quotations/quotation-read.js';
import { defaultWebhookPolicy, type WebhookPolicy } from '../webhooks/webhook-addresses.js';
import { deliverWebhook } from '../webhooks/webhook-delivery.js';
import type { WebhookJob } from '../webhooks/webhook-events.js';
import {
  createDeliveryQueues,
  type DELIVERY_RETRIES,
  type JobQueue,
  type JobQueueName,
  jobQueueOf,
  MAIL_QUEUE,
  PUSH_QUEUE,
  WEBHOOK_QUEUE,
} from './job-queue.js';

/*
 * Every mail and push is a job (docs/architecture.md, "Scale and durability: the job queue"):
 * a procedure queues it on its transaction, and a worker in every server process delivers it,
 * retrying with backoff. A document a mail carries is printed by the worker as it sends, so a
 * request never waits for Chromium to mail, and the job holds a reference, not a PDF.
 */

/** A document a queued mail carries, printed when the mail goes. */
export interface QueuedAttachment {
  document: 'quotation' | 'invoice';
  id: string;
}

/** A mail as it waits in the queue: everything but the attachments, which are references. */
export interface QueuedMail extends Omit<Mail, 'attachments'> {
  attachments?: QueuedAttachment[];
}

/** A notification to one browser: `to` and `subject` are what the console's Deliveries lists. */
export interface QueuedPush {
  to: string;
  subject: string;
  subscriptionId: string;
  payload: PushPayload;
}

/**
 * Queues a mail on the caller's connection: inside its transaction, it goes only if that commits.
 * Its documents are named in `documents` and printed as it goes; the mail itself carries none.
 */
export function queueMail(
  ctx: Pick<Context, 'jobs'>,
  db: Kysely<DB>,
  { attachments, ...mail }: Mail,
  documents: QueuedAttachment[] = [],
): Promise<void> {
  if (attachments?.length) throw new Error('A queued mail names its documents; it carries no file');
  const queued: QueuedMail = documents.length > 0 ? { ...mail, attachments: documents } : mail;
  return ctx.jobs.send(db, MAIL_QUEUE, queued);
}

/**
 * Queues a mail to every active admin, each written by `mail` for their address in their
 * account's language (English for one who has not chosen): a request from the website, a webhook
 * switched off.
 */
export async function queueMailToAdmins(
  ctx: Pick<Context, 'jobs'>,
  db: Kysely<DB>,
  mail: (email: string, reader: Reader) => Mail,
): Promise<void> {
  const admins = await db
    .selectFrom('users')
    .select(['email', 'language'])
    .where('role', '=', 'admin')
    .where('isActive', '=', true)
    .execute();
  for (const admin of admins) await queueMail(ctx, db, mail(admin.email, recipientLanguage(admin.language)));
}

/**
 * Queues a notification for every browser subscribed by these users and roles (active accounts,
 * but the one whose action it is): one job per browser, so each is retried on its own. `payload`
 * is either the notification itself, the same for everyone, or the notification in a language,
 * written for each subscriber in their account's (English for one who has not chosen).
 */
export async function queuePush(
  ctx: Pick<Context, 'jobs'>,
  db: Kysely<DB>,
  to: PushRecipients,
  payload: PushPayload | ((language: Language) => PushPayload),
): Promise<void> {
  const userIds = to.userIds ?? [];
  const roles = to.roles ?? [];
  if (userIds.length === 0 && roles.length === 0) return;
  let query = db
    .selectFrom('pushSubscriptions')
    .innerJoin('users', 'users.id', 'pushSubscriptions.userId')
    .select(['pushSubscriptions.id', 'users.email', 'users.language'])
    .where('users.isActive', '=', true)
    .where((eb) =>
      eb.or([
        ...(userIds.length > 0 ? [eb('users.id', 'in', userIds)] : []),
        ...(roles.length > 0 ? [eb('users.role', 'in', roles)] : []),
      ]),
    );
  if (to.except) query = query.where('users.id', '!=', to.except);
  for (const subscription of await query.execute()) {
    const notification =
      typeof payload === 'function' ? payload(recipientLanguage(subscription.language).language) : payload;
    const job: QueuedPush = {
      to: subscription.email,
      subject: notification.title,
      subscriptionId: subscription.id,
      payload: notification,
    };
    await ctx.jobs.send(db, PUSH_QUEUE, job);
  }
}

/**
 * What delivering needs: the process's mailer, push sender, PDF engine, files, and where webhooks
 * may go (unset: public addresses only).
 */
export type DeliveryDeps = Pick<Context, 'db' | 'storage' | 'pdf' | 'now' | 'appUrl'> & {
  mailer: Mailer;
  push: PushSender;
  webhooks?: WebhookPolicy;
};

async function printAttachment(
  deps: DeliveryDeps,
  { document, id }: QueuedAttachment,
): Promise<MailAttachment> {
  if (document === 'quotation') {
    const quotation = await readQuotation(deps.db, id, deps.appUrl);
    return quotationAttachment(quotation, await quotationPdf(deps, quotation));
  }
  const { invoice, pdf } = await invoicePdf(deps, id);
  return { filename: `${invoice.invoiceNumber}.pdf`, content: pdf, contentType: 'application/pdf' };
}

/** The mail as it goes: its documents printed as they stand now. */
export async function printQueuedMail(
  deps: DeliveryDeps,
  { attachments, ...mail }: QueuedMail,
): Promise<Mail> {
  if (!attachments?.length) return mail;
  return { ...mail, attachments: await Promise.all(attachments.map((each) => printAttachment(deps, each))) };
}

/**
 * Delivers one job; a rejection makes pg-boss try it again later (then keep it as failed). A
 * webhook's try sends its own next try on `jobs`.
 */
export async function deliver(
  deps: DeliveryDeps & { jobs: JobQueue },
  queue: JobQueueName,
  data: object,
): Promise<void> {
  if (queue === MAIL_QUEUE) await deps.mailer.send(await printQueuedMail(deps, data as QueuedMail));
  else if (queue === PUSH_QUEUE)
    await deps.push.deliver((data as QueuedPush).subscriptionId, (data as QueuedPush).payload);
  else await deliverWebhook({ ...deps, webhooks: deps.webhooks ?? defaultWebhookPolicy }, data as WebhookJob);
}

/** How often an idle worker looks for new deliveries. */
export const DELIVERY_POLL_SECONDS = 1;

/**
 * How many deliveries a worker takes at once. They go out side by side, and while a fetch comes
 * back full the worker fetches again at once, so a burst (reminders for a week of classes) drains
 * at the mail server's pace, not one per poll.
 */
export const DELIVERY_BATCH_SIZE = 5;

/**
 * Starts this process's delivery workers, one per queue. Each job of a batch succeeds or fails on
 * its own (a failed one is retried, its error kept as the job's output). `retries` changes the
 * policy of queues it creates (tests shorten the minutes to seconds).
 */
export async function startDeliveryWorkers(
  boss: PgBoss,
  deps: DeliveryDeps,
  retries: Partial<typeof DELIVERY_RETRIES> = {},
): Promise<void> {
  await createDeliveryQueues(boss, retries);
  const withJobs = { ...deps, jobs: jobQueueOf(boss) };
  for (const queue of [MAIL_QUEUE, PUSH_QUEUE, WEBHOOK_QUEUE] as const)
    await boss.work(
      queue,
      {
        batchSize: DELIVERY_BATCH_SIZE,
        burstWhenBatchFull: true,
        perJobResults: true,
        pollingIntervalSeconds: DELIVERY_POLL_SECONDS,
      },
      (jobs) =>
        Promise.all(
          jobs.map(({ id, data }) =>
            deliver(withJobs, queue, data as object).then(
              () => ({ id, status: 'completed' as const }),
              (error: unknown) => ({
                id,
                status: 'failed' as const,
                output: { message: errorMessage(error) },
              }),
            ),
          ),
        ),
    );
}

/** A queue that keeps what was sent, for tests that call procedures directly. */
export interface RecordingJobQueue extends JobQueue {
  readonly sent: { queue: JobQueueName; data: object; startAfter?: number }[];
  /** Deliveries that failed in `deliverAll`, with their error, as a worker's failed jobs. */
  readonly failed: { queue: JobQueueName; data: object; error: unknown }[];
  /**
   * Delivers what was sent so far, in order, as a worker would, and forgets it; a webhook's next
   * try (sent as it fails) waits for the next call, whatever its wait.
   */
  deliverAll(deps: DeliveryDeps): Promise<void>;
}

export function createRecordingJobQueue(): RecordingJobQueue {
  const sent: RecordingJobQueue['sent'] = [];
  const failed: RecordingJobQueue['failed'] = [];
  const queue: RecordingJobQueue = {
    sent,
    failed,
    send: async (_db, name, data, timing = {}) => {
      sent.push({ queue: name, data: JSON.parse(JSON.stringify(data)) as object, ...timing });
    },
    retry: async () => 0,
    deliverAll: async (deps) => {
      for (const job of sent.splice(0))
        await deliver({ ...deps, jobs: queue }, job.queue, job.data).catch((error: unknown) =>
          failed.push({ ...job, error }),
        );
    },
  };
  return queue;
}
