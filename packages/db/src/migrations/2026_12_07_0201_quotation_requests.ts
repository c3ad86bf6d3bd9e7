import { type Kysely, sql } from 'kysely';

// Frozen once landed. A visitor's request for a quotation (issue 30) becomes a draft quotation:
// `source` says where a quotation came from ('console' for every one an admin made, 'request' for a
// visitor's), and what the visitor asked beyond the quotation's own fields is kept beside it for
// the admin who reviews it: the preferred month or date as typed, and their notes.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('quotations')
    .addColumn('source', 'varchar(10)', (col) => col.notNull().defaultTo('console'))
    .addColumn('requested_date', 'varchar(10)')
    .addColumn('request_notes', 'text')
    .execute();
  await sql`alter table quotations add constraint quotations_source_check check (source in ('console', 'request'))`.execute(
    db,
  );
  await db.schema.createIndex('quotations_source').on('quotations').column('source').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('quotations_source').execute();
  await db.schema.alterTable('quotations').dropConstraint('quotations_source_check').execute();
  await db.schema
    .alterTable('quotations')
    .dropColumn('source')
    .dropColumn('requested_date')
    .dropColumn('request_notes')
    .execute();
}
