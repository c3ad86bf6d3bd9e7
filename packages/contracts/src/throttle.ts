import { type DB, preparedQuery } from '@tc/db';
import { type Kysely, sql } from 'kysely';

/**
 * Every throttle of the product counts in PostgreSQL (table throttle_counters), so parallel
 * requests, batched calls and several server processes all add to one count. An attempt is
 * counted before the work it guards (a password hash, a mail, a search), in one atomic statement
 * that also answers the new count: N parallel attempts are counted N times, and only the first
 * `limit` of a window get through. Windows are fixed: they start with a key's first attempt and
 * end `windowMs` later (the hourly job deletes ended ones).
 */
export interface ThrottleRule {
  /** The counter's name; a key is the name and a subject (an address, an e-mail). */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

export interface CountedAttempt {
  /** False when this attempt went over the rule's limit. */
  readonly allowed: boolean;
  /** When the key's window ends (a refused caller may try again then). */
  readonly windowEndsAt: Date;
  /** Takes this attempt back out of the count (it turned out not to be one the rule limits). */
  release(): Promise<void>;
}

const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject}`.slice(0, 400);

/**
 * One more hit on a key, atomically: a window that has ended starts again at one; otherwise one
 * more hit in the same window. Prepared: every throttled request runs it.
 */
const countHit = preparedQuery((db, values: { key: string; newWindowEnd: Date; now: Date }) =>
  db
    .insertInto('throttleCounters')
    .values({ key: values.key, hits: 1, windowEndsAt: values.newWindowEnd })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when throttle_counters.window_ends_at <= ${values.now} then 1 else throttle_counters.hits + 1 end`,
        windowEndsAt: sql`case when throttle_counters.window_ends_at <= ${values.now} then excluded.window_ends_at else throttle_counters.window_ends_at end`,
      }),
    )
    .returning(['hits', 'windowEndsAt']),
);

/** Counts one attempt of `subject` under `rule`, atomically, and says whether it is allowed. */
export async function countAttempt(
  db: Kysely<DB>,
  rule: ThrottleRule,
  subject: string,
  now: Date,
): Promise<CountedAttempt> {
  const key = keyOf(rule, subject);
  const [row] = await countHit(db, { key, newWindowEnd: new Date(now.getTime() + rule.windowMs), now });
  if (!row) throw new Error('the throttle count answered no row');
  return {
    allowed: row.hits <= rule.limit,
    windowEndsAt: row.windowEndsAt,
    release: async () => {
      await db
        .updateTable('throttleCounters')
        .set({ hits: sql`greatest(hits - 1, 0)` })
        .where('key', '=', key)
        .where('windowEndsAt', '=', row.windowEndsAt)
        .execute();
    },
  };
}

/** Ends a key's window at once (a sign-in that succeeded forgets that address's failures). */
export async function resetAttempts(db: Kysely<DB>, rule: ThrottleRule, subject: string): Promise<void> {
  await db.deleteFrom('throttleCounters').where('key', '=', keyOf(rule, subject)).execute();
}

/** The hourly sweep: windows that have ended count nothing any more. */
export async function deleteEndedThrottleWindows(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await db.deleteFrom('throttleCounters').where('windowEndsAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whole minutes until a window ends, at least 1: for messages that say when to try again. */
export function minutesUntil(windowEndsAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 60_000));
}
