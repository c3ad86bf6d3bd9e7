import { randomBytes } from 'node:crypto';
import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import type { Context } from '../context.js';
import { WEBHOOK_QUEUE } from '../jobs/job-queue.js';
import type { WebhookEvent, WebhookEventType } from './webhooks.schema.js';

/*
 * An event becomes one delivery per endpoint that asked for it, written with the change that
 * caused it (the caller's transaction): a rolled-back change tells nobody, a committed one is
 * delivered even if this process dies next (docs/architecture.md, "the job queue").
 */

/** A try of one delivery, as its job carries it: the delivery and which try this is (1 to 7). */
export interface WebhookJob {
  deliveryId: string;
  attempt: number;
}

/** Standard Webhooks' message id: `msg_` and random characters, the same on every try. */
const messageId = () => `msg_${randomBytes(18).toString('base64url')}`;

/** Writes one delivery of a body to an endpoint and sends its first try. */
export async function queueDelivery(
  ctx: Pick<Context, 'jobs' | 'now'>,
  db: Kysely<DB>,
  endpointId: string,
  type: WebhookEventType,
  body: string,
): Promise<string> {
  const { id } = await db
    .insertInto('webhookDeliveries')
    .values({
      endpointId,
      messageId: messageId(),
      eventType: type,
      body,
      createdAt: ctx.now(),
      nextAttemptAt: ctx.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const job: WebhookJob = { deliveryId: id, attempt: 1 };
  await ctx.jobs.send(db, WEBHOOK_QUEUE, job);
  return id;
}

/** The body every try of an event carries (Standard Webhooks: type, timestamp, data). */
export function webhookBody(type: WebhookEventType, at: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/**
 * Tells every active endpoint that asked for this event; `data` is the object as the REST API
 * answers it. Call it inside the change's transaction.
 */
export async function queueWebhookEvent(
  ctx: Pick<Context, 'jobs' | 'now'>,
  db: Kysely<DB>,
  type: WebhookEvent,
  data: unknown,
): Promise<void> {
  const endpoints = await db
    .selectFrom('webhookEndpoints')
    .select('id')
    .where('isActive', '=', true)
    .where(sql<boolean>`events @> ${JSON.stringify([type])}::jsonb`)
    .execute();
  if (endpoints.length === 0) return;
  const body = webhookBody(type, ctx.now(), data);
  for (const endpoint of endpoints) await queueDelivery(ctx, db, endpoint.id, type, body);
}
