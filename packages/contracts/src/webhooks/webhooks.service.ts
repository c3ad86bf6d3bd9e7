import { randomBytes } from 'node:crypto';
import type { DB } from '@tc/db';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { isUuid } from '../ids.js';
import type { Language } from '../language.js';
import { localMessage } from '../messages/local-message.js';
import { webhookAddressProblem } from './webhook-addresses.js';
import { queueDelivery, webhookBody } from './webhook-events.js';
import {
  type CreatedWebhook,
  type createWebhookInputSchema,
  PING_EVENT,
  type updateWebhookInputSchema,
  WEBHOOK_SECRET_MARK,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryState,
  type WebhookEvent,
} from './webhooks.schema.js';

export const WEBHOOK_NOT_FOUND_MESSAGE = 'Webhook not found';
/** How many of an endpoint's deliveries its view lists, newest first. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;

/** Random bytes of a signing secret: 32 (Standard Webhooks asks for 24 to 64). */
const SECRET_BYTES = 32;

type Ctx = Pick<Context, 'db' | 'now' | 'webhooks'>;

function toWebhook(row: Selectable<DB['webhookEndpoints']>): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

/** What the audit trail keeps of an endpoint: never its secret. */
const auditSnapshot = ({ url, events, description, isActive }: Webhook) => ({
  url,
  events,
  description,
  isActive,
});

/** An endpoint made, changed or deleted, in the audit trail under its address. */
function auditWebhook(
  db: Kysely<DB>,
  actor: SessionUser,
  at: Date,
  action: 'created' | 'updated' | 'deleted',
  before: Webhook | null,
  after: Webhook | null,
) {
  const endpoint = (after ?? before) as Webhook;
  const descriptions = { created: 'Webhook added', updated: 'Webhook changed', deleted: 'Webhook deleted' };
  return writeAudit(db, {
    entityType: 'webhook',
    entityId: endpoint.id,
    action,
    actor,
    previous: before && auditSnapshot(before),
    next: after && auditSnapshot(after),
    description: descriptions[action],
    title: endpoint.url,
    details: endpoint.events.join(', '),
    at,
  });
}

/** Refuses an address the server may not post to (webhook-addresses.ts), as the URL field's error. */
async function checkAddress(ctx: Ctx, url: string): Promise<void> {
  const problem = await webhookAddressProblem(ctx.webhooks, url);
  if (problem) throw new AppError('BAD_REQUEST', problem);
}

/** The endpoint, or 404 (a malformed id too, as every id in an address). */
async function findEndpoint(db: Kysely<DB>, id: string) {
  const row = isUuid(id)
    ? await db.selectFrom('webhookEndpoints').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND_MESSAGE);
  return row;
}

export async function createWebhook(
  ctx: Ctx,
  user: SessionUser,
  input: z.output<typeof createWebhookInputSchema>,
): Promise<CreatedWebhook> {
  await checkAddress(ctx, input.url);
  const secret = `${WEBHOOK_SECRET_MARK}${randomBytes(SECRET_BYTES).toString('base64')}`;
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('webhookEndpoints')
      .values({
        url: input.url,
        events: JSON.stringify(input.events),
        description: input.description ?? '',
        secret,
        createdBy: user.id,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const created = toWebhook(row);
    await auditWebhook(trx, user, ctx.now(), 'created', null, created);
    const { id, url, events, isActive, createdAt } = created;
    return { id, url, events, secret, isActive, createdAt };
  });
}

/** Every endpoint, newest first, without its secret. */
export async function listWebhooks(db: Kysely<DB>): Promise<Webhook[]> {
  const rows = await db.selectFrom('webhookEndpoints').selectAll().orderBy('createdAt', 'desc').execute();
  return rows.map(toWebhook);
}

export async function readWebhook(db: Kysely<DB>, id: string): Promise<Webhook> {
  return toWebhook(await findEndpoint(db, id));
}

/** Changes what is given; switched on again, an endpoint starts with a clean record. */
export async function updateWebhook(
  ctx: Ctx,
  user: SessionUser,
  input: z.output<typeof updateWebhookInputSchema>,
): Promise<Webhook> {
  const { id, url, events, description, isActive } = input;
  const current = await findEndpoint(ctx.db, id);
  if (url !== undefined && url !== current.url) await checkAddress(ctx, url);
  const switchedOn = isActive === true && !current.isActive;
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('webhookEndpoints')
      .set({
        ...(url !== undefined && { url }),
        ...(events !== undefined && { events: JSON.stringify(events) }),
        ...(description !== undefined && { description: description ?? '' }),
        ...(isActive !== undefined && { isActive }),
        ...(switchedOn && { failingSince: null, disabledAt: null }),
        updatedAt: ctx.now(),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND_MESSAGE);
    const updated = toWebhook(row);
    await auditWebhook(trx, user, ctx.now(), 'updated', toWebhook(current), updated);
    return updated;
  });
}

/** Deletes an endpoint and its deliveries; a try still queued finds nothing and stops. */
export async function deleteWebhook(
  ctx: Pick<Context, 'db' | 'now'>,
  user: SessionUser,
  id: string,
): Promise<{ ok: true }> {
  return ctx.db.transaction().execute(async (trx) => {
    const deleted = isUuid(id)
      ? await trx.deleteFrom('webhookEndpoints').where('id', '=', id).returningAll().executeTakeFirst()
      : undefined;
    if (!deleted) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND_MESSAGE);
    await auditWebhook(trx, user, ctx.now(), 'deleted', toWebhook(deleted), null);
    return { ok: true };
  });
}

/** A delivery as the console shows it: the last try's error in the reader's language. */
function toDelivery(row: Selectable<DB['webhookDeliveries']>, language: Language): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    type: row.eventType,
    state: row.state as WebhookDeliveryState,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError && localMessage(row.lastError, language),
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** An endpoint's last deliveries, newest first, with their tries' outcome. */
export async function listWebhookDeliveries(
  { db, language }: Pick<Context, 'db' | 'language'>,
  id: string,
): Promise<WebhookDelivery[]> {
  const endpoint = await findEndpoint(db, id);
  const rows = await db
    .selectFrom('webhookDeliveries')
    .selectAll()
    .where('endpointId', '=', endpoint.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(WEBHOOK_DELIVERIES_SHOWN)
    .execute();
  return rows.map((row) => toDelivery(row, language));
}

/**
 * Sends a `ping` to this endpoint alone, whatever events it asked for and even switched off (to
 * check it before switching it on); `data` is the endpoint as the list shows it.
 */
export async function pingWebhook(
  ctx: Pick<Context, 'db' | 'now' | 'jobs' | 'language'>,
  id: string,
): Promise<WebhookDelivery> {
  return ctx.db.transaction().execute(async (trx) => {
    const endpoint = toWebhook(await findEndpoint(trx, id));
    const deliveryId = await queueDelivery(
      ctx,
      trx,
      endpoint.id,
      PING_EVENT,
      webhookBody(PING_EVENT, ctx.now(), endpoint),
    );
    const row = await trx
      .selectFrom('webhookDeliveries')
      .selectAll()
      .where('id', '=', deliveryId)
      .executeTakeFirstOrThrow();
    return toDelivery(row, ctx.language);
  });
}
