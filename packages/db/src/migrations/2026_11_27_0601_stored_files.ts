import { type Kysely, sql } from 'kysely';

// Frozen once landed. The `database` file storage (FILE_STORAGE=database, the default on
// PostgreSQL): every process sees every file, and a backup of the database holds them. A file is
// one row and its contents rows of up to 256 KB each, written in one transaction (a reader never
// sees half a file) and read one chunk at a time (a large PDF never sits whole in memory).

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('area', 'varchar(10)', (col) => col.notNull().check(sql`area in ('public', 'private')`))
    .addColumn('key', 'varchar(100)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull().check(sql`size >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('stored_files_area_key_key', ['area', 'key'])
    .execute();
  await db.schema
    .createTable('stored_file_chunks')
    .addColumn('file_id', 'uuid', (col) => col.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('n', 'integer', (col) => col.notNull().check(sql`n >= 0`))
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addPrimaryKeyConstraint('stored_file_chunks_pkey', ['file_id', 'n'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stored_file_chunks').execute();
  await db.schema.dropTable('stored_files').execute();
}
