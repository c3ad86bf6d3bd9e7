import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { Context } from '../context.js';
import { queueWebhookEvent } from '../webhooks/webhook-events.js';
import type { WebhookEvent } from '../webhooks/webhooks.schema.js';
import type { Schedule, ScheduleStatus } from './schedules.schema.js';

/** The event each status a class moves into makes known; going back to pending is none. */
const statusEvents: Partial<Record<ScheduleStatus, WebhookEvent>> = {
  confirmed: 'class.confirmed',
  cancelled: 'class.cancelled',
  completed: 'class.completed',
};

/**
 * Tells the webhooks what a change did to a class: `class.scheduled` for a new one (current null),
 * `class.moved` for a new date, time or end date, and the event of a new status; `data` is the
 * class as the REST API answers it after the change.
 */
export async function announceScheduleChange(
  ctx: Pick<Context, 'jobs' | 'now'>,
  db: Kysely<DB>,
  current: Schedule | null,
  next: Schedule,
): Promise<void> {
  if (!current) {
    await queueWebhookEvent(ctx, db, 'class.scheduled', next);
    return;
  }
  const moved =
    next.preferredDate !== current.preferredDate ||
    next.preferredTime !== current.preferredTime ||
    next.endDate !== current.endDate;
  if (moved) await queueWebhookEvent(ctx, db, 'class.moved', next);
  const statusEvent = next.status !== current.status ? statusEvents[next.status] : undefined;
  if (statusEvent) await queueWebhookEvent(ctx, db, statusEvent, next);
}
