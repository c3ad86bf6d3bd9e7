import { type Kysely, sql } from 'kysely';

// Frozen once landed. The language a user chose (issue 27): 'en' or 'ar'; null until they choose,
// so that their pages follow their browser (the `lang` cookie, Accept-Language) until then.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'varchar(2)', (col) => col.check(sql`language in ('en', 'ar')`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
