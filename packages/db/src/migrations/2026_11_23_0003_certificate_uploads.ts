import { type Kysely, sql } from 'kysely';

// Frozen once landed. A certificate PDF uploaded (POST /api/admin/upload-certificate) and not yet
// attached to a certificate. Creating the certificate takes the row (once); rows left for a day
// are swept with their files, so abandoned uploads do not pile up in private storage.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('certificate_uploads')
    .addColumn('file_key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('uploaded_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('certificate_uploads_uploaded_at_idx')
    .on('certificate_uploads')
    .column('uploaded_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('certificate_uploads').execute();
}
