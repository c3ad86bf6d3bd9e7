import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { Context } from '../context.js';
import { queueMailToAdmins } from '../jobs/deliveries.js';
import { WEBHOOK_QUEUE } from '../jobs/job-queue.js';
import { postWebhook, type WebhookPolicy, WebhookPostError } from './webhook-addresses.js';
import type { WebhookJob } from './webhook-events.js';
import { webhookSwitchedOffMail } from './webhook-mail.js';
import { PING_EVENT } from './webhooks.schema.js';

/*
 * One try of a webhook delivery (a job of the `webhook` queue). Its outcome is written to the
 * delivery row, and a failed try sends the next one for later, in one transaction; the row's try
 * count guards it, so a job taken back after a crash (pg-boss hands it out again) finds its try
 * already written and does nothing. Every try carries the same `webhook-id` and body, signed anew.
 */

/** Standard Webhooks' suggested schedule: after the first try, again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h. */
export const WEBHOOK_RETRY_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600] as const;
export const WEBHOOK_TRIES = WEBHOOK_RETRY_SECONDS.length + 1;
/** An endpoint failing this long (no try delivered since its first failure) is switched off. */
export const WEBHOOK_FAILING_MS = 3 * 24 * 3600 * 1000;

export const WEBHOOK_SWITCHED_OFF_MESSAGE = 'The endpoint is switched off';
export const WEBHOOK_USER_AGENT = 'TrainingCentre-Webhooks/1';

export type WebhookDeliveryDeps = Pick<Context, 'db' | 'now' | 'jobs' | 'appUrl'> & {
  webhooks: WebhookPolicy;
};

interface DeliveryRow {
  id: string;
  endpointId: string;
  messageId: string;
  eventType: string;
  body: string;
  url: string;
  secret: string;
  isActive: boolean;
}

/** What a try came to: the answer's status (null: none came) and what went wrong (null: delivered). */
interface Outcome {
  status: number | null;
  error: string | null;
  /** No use trying again: the endpoint is switched off. */
  final?: boolean;
}

/** The signed headers of one try (Standard Webhooks). */
export function webhookHeaders(
  secret: string,
  messageId: string,
  at: Date,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
    'user-agent': WEBHOOK_USER_AGENT,
  };
}

async function attempt(deps: WebhookDeliveryDeps, row: DeliveryRow): Promise<Outcome> {
  if (!row.isActive && row.eventType !== PING_EVENT)
    return { status: null, error: WEBHOOK_SWITCHED_OFF_MESSAGE, final: true };
  const headers = webhookHeaders(row.secret, row.messageId, deps.now(), row.body);
  try {
    const status = await postWebhook(deps.webhooks, row.url, headers, row.body);
    if (status >= 200 && status < 300) return { status, error: null };
    const redirect = status >= 300 && status < 400;
    return {
      status,
      error: redirect ? `Answered ${status} (a redirect, which is not followed)` : `Answered ${status}`,
    };
  } catch (error) {
    if (error instanceof WebhookPostError) return { status: null, error: error.message };
    throw error;
  }
}

/** Delivers try `job.attempt` of a delivery, unless it was made already or the delivery is gone. */
export async function deliverWebhook(deps: WebhookDeliveryDeps, job: WebhookJob): Promise<void> {
  const row = await deps.db
    .selectFrom('webhookDeliveries')
    .innerJoin('webhookEndpoints', 'webhookEndpoints.id', 'webhookDeliveries.endpointId')
    .select([
      'webhookDeliveries.id',
      'webhookDeliveries.endpointId',
      'webhookDeliveries.messageId',
      'webhookDeliveries.eventType',
      'webhookDeliveries.body',
      'webhookDeliveries.state',
      'webhookDeliveries.attempts',
      'webhookEndpoints.url',
      'webhookEndpoints.secret',
      'webhookEndpoints.isActive',
    ])
    .where('webhookDeliveries.id', '=', job.deliveryId)
    .executeTakeFirst();
  if (row?.state !== 'queued' || row.attempts !== job.attempt - 1) return;
  const outcome = await attempt(deps, row);
  await deps.db.transaction().execute((trx) => recordTry(deps, trx, row, job, outcome));
}

async function recordTry(
  deps: WebhookDeliveryDeps,
  trx: Kysely<DB>,
  row: DeliveryRow,
  job: WebhookJob,
  outcome: Outcome,
): Promise<void> {
  const now = deps.now();
  const delivered = outcome.error === null;
  const wait = WEBHOOK_RETRY_SECONDS[job.attempt - 1];
  const again = !delivered && !outcome.final && wait !== undefined;
  const written = await trx
    .updateTable('webhookDeliveries')
    .set({
      attempts: job.attempt,
      state: delivered ? 'delivered' : again ? 'queued' : 'failed',
      lastStatus: outcome.status,
      lastError: outcome.error?.slice(0, 500) ?? null,
      lastAttemptAt: now,
      nextAttemptAt: again ? new Date(now.getTime() + wait * 1000) : null,
      deliveredAt: delivered ? now : null,
    })
    .where('id', '=', row.id)
    .where('state', '=', 'queued')
    .where('attempts', '=', job.attempt - 1)
    .executeTakeFirst();
  if (written.numUpdatedRows === 0n) return;
  if (again) {
    const next: WebhookJob = { deliveryId: row.id, attempt: job.attempt + 1 };
    await deps.jobs.send(trx, WEBHOOK_QUEUE, next, { startAfter: wait });
  }
  // A test ping, or a try refused because the endpoint is off, says nothing of its health.
  if (row.eventType === PING_EVENT || outcome.final) return;
  if (delivered) {
    await trx
      .updateTable('webhookEndpoints')
      .set({ failingSince: null })
      .where('id', '=', row.endpointId)
      .execute();
  } else {
    await noteFailure(deps, trx, row.endpointId, now);
  }
}

/** A failed try: the endpoint has failed since its first such try; three days of it switch it off. */
async function noteFailure(deps: WebhookDeliveryDeps, trx: Kysely<DB>, endpointId: string, now: Date) {
  const endpoint = await trx
    .updateTable('webhookEndpoints')
    .set({ failingSince: sql<Date>`coalesce(failing_since, ${now})` })
    .where('id', '=', endpointId)
    .returning(['url', 'isActive', 'failingSince'])
    .executeTakeFirst();
  if (!endpoint?.isActive || !endpoint.failingSince) return;
  if (now.getTime() - endpoint.failingSince.getTime() < WEBHOOK_FAILING_MS) return;
  await trx
    .updateTable('webhookEndpoints')
    .set({ isActive: false, disabledAt: now, updatedAt: now })
    .where('id', '=', endpointId)
    .execute();
  const { url, failingSince } = endpoint;
  await queueMailToAdmins(deps, trx, (email, reader) =>
    webhookSwitchedOffMail(email, url, failingSince, deps.appUrl, reader),
  );
}
