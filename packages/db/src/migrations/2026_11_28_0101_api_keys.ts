import { type Kysely, sql } from 'kysely';

// Frozen once landed. API keys for outside systems (issue 29): an admin makes one with a name and
// scopes; only the SHA-256 of the key is kept (the key is shown once), with its first characters
// to tell keys apart. A key acts as the admin who made it (the rows it creates name that admin, the
// audit trail names the key), so it goes when that admin's account goes. A revoked key is deleted;
// an expired one stays listed, and answers 401 like a revoked one.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('scopes', 'jsonb', (col) => col.notNull())
    .addColumn('prefix', 'varchar(16)', (col) => col.notNull())
    .addColumn('key_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_by', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_keys_created_at').on('api_keys').column('created_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
