import type { Kysely } from 'kysely';

// Frozen once landed. The stored versions of each uploaded image, so the public pages can offer
// the browser a srcset: the re-encoded image itself (file_key = image_key) and its smaller WebP
// copies (images/<uuid>-480w.webp ...). One row per file, found by the image's key; deleting an
// image deletes its rows and files. Images stored before this table existed have no rows and are
// shown as they were, from their one file.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('image_versions')
    .addColumn('file_key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('image_key', 'varchar(100)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('image_versions_image_key_idx')
    .on('image_versions')
    .column('image_key')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('image_versions').execute();
}
