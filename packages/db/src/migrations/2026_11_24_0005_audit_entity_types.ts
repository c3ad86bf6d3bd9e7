import { type Kysely, sql } from 'kysely';

// Frozen once landed. The audit trail also records the public certificate directory (created,
// revoked, deleted) and financial goals (created, edited, closed, each recorded transaction).

const entityTypes = (values: readonly string[]) =>
  sql.raw(`entity_type in (${values.map((value) => `'${value}'`).join(', ')})`);

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropConstraint('audit_log_entity_type_check').execute();
  await db.schema
    .alterTable('audit_log')
    .addCheckConstraint(
      'audit_log_entity_type_check',
      entityTypes(['schedule', 'certificate', 'quotation', 'public_certificate', 'financial_goal']),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('audit_log')
    .where('entity_type', 'in', ['public_certificate', 'financial_goal'])
    .execute();
  await db.schema.alterTable('audit_log').dropConstraint('audit_log_entity_type_check').execute();
  await db.schema
    .alterTable('audit_log')
    .addCheckConstraint('audit_log_entity_type_check', entityTypes(['schedule', 'certificate', 'quotation']))
    .execute();
}
