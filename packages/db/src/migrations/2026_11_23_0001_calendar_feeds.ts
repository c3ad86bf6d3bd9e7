import { type Kysely, sql } from 'kysely';

// Frozen once landed. A calendar feed is the private address a client or instructor gives their
// calendar app (GET /api/calendar/<token>.ics). One per user; making a new one replaces (revokes)
// the old. Only the SHA-256 of the token is stored.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
