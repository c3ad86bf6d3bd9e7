import { sql } from 'kysely';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { byId } from '../ids.js';
import { DELIVERY_QUEUES, type DeliveryQueue, JOB_SCHEMA } from '../jobs/job-queue.js';
import { pagedList } from '../paging/paged-list.js';
import type { Delivery, DeliveryState, deliveryListInput } from './deliveries.schema.js';

/*
 * The console's Deliveries read pg-boss's own job table (docs/architecture.md, "the job queue"):
 * every mail and push is a job of the `mail` or `push` queue, kept 90 days once sent or failed.
 * Its states map onto three: created, retry and active are queued; completed is sent; failed (and
 * cancelled, which nothing of ours does) is failed.
 */

/** The columns of `pgboss.job` read here (pg-boss 12; the table is pg-boss's, not a migration's). */
interface JobRow {
  id: string;
  name: string;
  state: string;
  data: { to?: unknown; subject?: unknown };
  retryCount: number;
  startedOn: Date | null;
  createdOn: Date;
  completedOn: Date | null;
  output: unknown;
}
const JOB_TABLE = `${JOB_SCHEMA}.job` as const;
type QueueTables = { [JOB_TABLE]: JobRow };

/** pg-boss's states behind each of ours. */
const jobStates: Record<DeliveryState, readonly string[]> = {
  queued: ['created', 'retry', 'active'],
  sent: ['completed'],
  failed: ['failed', 'cancelled'],
};

type Filter = ReturnType<typeof deliveryListInput.page.parse>;

/**
 * The deliveries as rows. tries: pg-boss counts a retry when a try after the first is claimed
 * (retry_count), and stamps started_on at the first claim, so the tries made so far are
 * retry_count + 1 once started, 0 before. lastError: the message pg-boss kept of the last failed
 * try (a thrown error's serialized fields, or `{ value: { message } }` for a try that timed out).
 */
function deliveryRows(ctx: Pick<Context, 'db'>) {
  return ctx.db
    .withTables<QueueTables>()
    .selectFrom(JOB_TABLE)
    .where('name', 'in', DELIVERY_QUEUES)
    .select([
      'id',
      sql<DeliveryQueue>`name`.as('channel'),
      sql<DeliveryState>`case when state = 'completed' then 'sent'
        when state in ('failed', 'cancelled') then 'failed' else 'queued' end`.as('state'),
      sql<string | null>`data->>'to'`.as('recipient'),
      sql<string | null>`data->>'subject'`.as('subject'),
      sql<number>`case when started_on is null then 0 else retry_count + 1 end`.as('tries'),
      sql<string | null>`case when state <> 'completed'
        then coalesce(output->>'message', output->'value'->>'message', output::text) end`.as('lastError'),
      'createdOn',
      sql<Date | null>`case when state = 'completed' then completed_on end`.as('sentAt'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof deliveryRows>['execute']>>[number];

function toDelivery(row: Row): Delivery {
  return {
    id: row.id,
    channel: row.channel,
    state: row.state,
    recipient: row.recipient ?? '',
    subject: row.subject ?? '',
    tries: Number(row.tries),
    lastError: row.lastError,
    createdAt: new Date(row.createdOn).toISOString(),
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  };
}

export const deliveryList = pagedList({
  rows: (ctx, filter: Filter) => {
    const query = deliveryRows(ctx);
    return filter.state ? query.where('state', 'in', jobStates[filter.state]) : query;
  },
  sorts: { createdAt: `${JOB_TABLE}.createdOn` },
  id: `${JOB_TABLE}.id`,
  items: (rows) => rows.map(toDelivery),
});

export const DELIVERY_NOT_FOUND_MESSAGE = 'Delivery not found';

async function readDelivery(ctx: Pick<Context, 'db'>, id: string): Promise<Delivery> {
  const row = await byId(id, DELIVERY_NOT_FOUND_MESSAGE, (uuid) =>
    deliveryRows(ctx).where('id', '=', uuid).executeTakeFirst(),
  );
  return toDelivery(row);
}

/** Sends a failed delivery again: back in its queue at once, with one more try allowed. */
export async function retryDelivery(ctx: Pick<Context, 'db' | 'jobs'>, id: string): Promise<Delivery> {
  const delivery = await readDelivery(ctx, id);
  // The queue changes only a job that is still failed, so of two admins' Retry one wins.
  const retried = await ctx.jobs.retry(delivery.channel, [delivery.id]);
  if (retried === 0)
    throw new AppError('CONFLICT', `Only a failed delivery can be retried; this one is ${delivery.state}`);
  return readDelivery(ctx, id);
}

/** Sends every failed delivery again; answers how many went back to their queue. */
export async function retryFailedDeliveries(ctx: Pick<Context, 'db' | 'jobs'>): Promise<number> {
  const failed = await deliveryRows(ctx).where('state', 'in', jobStates.failed).execute();
  let retried = 0;
  for (const channel of DELIVERY_QUEUES) {
    const ids = failed.filter((row) => row.channel === channel).map((row) => row.id);
    retried += await ctx.jobs.retry(channel, ids);
  }
  return retried;
}

/** How many deliveries were given up after their last try (the Analytics tab's figure). */
export async function failedDeliveryCount(ctx: Pick<Context, 'db'>): Promise<number> {
  const row = await ctx.db
    .withTables<QueueTables>()
    .selectFrom(JOB_TABLE)
    .where('name', 'in', DELIVERY_QUEUES)
    .where('state', 'in', jobStates.failed)
    .select(sql<number>`count(*)::int`.as('failed'))
    .executeTakeFirstOrThrow();
  return Number(row.failed);
}
