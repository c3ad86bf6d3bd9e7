import { type Kysely, sql } from 'kysely';

// Frozen once landed. Webhooks for outside systems (issue 29): an admin registers an https address
// and the events it wants; each event is a delivery row per endpoint, sent as jobs of the `webhook`
// queue and kept with its tries' outcome for the console. The secret signs every delivery (Standard
// Webhooks), so it is kept as it is; it is shown once, when the endpoint is made. An endpoint that
// fails for three days is switched off (`disabled_at`), its admins told by mail.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('url', 'varchar(2000)', (col) => col.notNull())
    .addColumn('description', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('events', 'jsonb', (col) => col.notNull())
    .addColumn('secret', 'varchar(100)', (col) => col.notNull())
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('failing_since', 'timestamptz')
    .addColumn('disabled_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('endpoint_id', 'uuid', (col) =>
      col.notNull().references('webhook_endpoints.id').onDelete('cascade'),
    )
    .addColumn('message_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('event_type', 'varchar(50)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint_created')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
