import { type Kysely, sql } from 'kysely';

// Frozen once landed. Every throttle (sign-in, current-password checks, reset mails, the contact
// form, certificate search and verification) counts in this one table, so several server
// processes share one count. A row is one key's fixed window: an attempt adds one to `hits`
// atomically (INSERT ... ON CONFLICT DO UPDATE), or starts a new window when the old one ended.
// The hourly job deletes windows that have ended.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('throttle_counters')
    .addColumn('key', 'varchar(400)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('throttle_counters_hits_check', sql`hits >= 0`)
    .execute();
  await db.schema
    .createIndex('throttle_counters_window_ends_at_idx')
    .on('throttle_counters')
    .column('window_ends_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('throttle_counters').execute();
}
