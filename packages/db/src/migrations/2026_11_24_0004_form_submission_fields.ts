import { type Kysely, sql } from 'kysely';

// Frozen once landed. Each submission keeps the fields it was answered under (fieldName, label,
// fieldType, in their order then), so its answers stay readable after the form's fields are
// renamed, reordered or deleted.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('form_submissions')
    .addColumn('answered_fields', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_submissions').dropColumn('answered_fields').execute();
}
