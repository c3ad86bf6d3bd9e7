import { type Kysely, sql } from 'kysely';

// Frozen once landed. An upload slot is the short-lived, single-use address an admin's browser
// PUTs an image to (POST /api/admin/gallery-photos/upload). Only the SHA-256 of its token is
// stored; object_key is set once the bytes arrive, claimed_at once a photo or course takes them.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upload_slots')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('object_key', 'text')
    .addColumn('uploaded_at', 'timestamptz')
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('upload_slots_expires_at_idx')
    .on('upload_slots')
    .column('expires_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_slots').execute();
}
