import { type Kysely, sql } from 'kysely';

// Frozen once landed. The language a quotation is written in (issue 27): its PDF, its public page
// and its mails follow it. Quotations made before it were all English.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('quotations')
    .addColumn('language', 'varchar(2)', (col) =>
      col.notNull().defaultTo('en').check(sql`language in ('en', 'ar')`),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quotations').dropColumn('language').execute();
}
