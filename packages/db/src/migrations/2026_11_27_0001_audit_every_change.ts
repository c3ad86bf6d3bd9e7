import { type Kysely, sql } from 'kysely';

// Frozen once landed. The audit trail records every change an admin or a client makes: people,
// the documents' settings, tax invoices, the catalogue, the gallery, the site's texts, forms and
// contact messages, beside the kinds before. A thing with no id of its own (the documents'
// settings, the site's texts: one row each) is recorded with no entity id. Actions: a status
// change (a client's online accept or decline) and a sending (an invoice mailed) join created,
// updated and deleted.

const ENTITY_TYPES = [
  'schedule',
  'certificate',
  'quotation',
  'public_certificate',
  'financial_goal',
  'user',
  'settings',
  'invoice',
  'course',
  'gallery_photo',
  'website_content',
  'form',
  'contact_message',
];
const EARLIER_ENTITY_TYPES = ['schedule', 'certificate', 'quotation', 'public_certificate', 'financial_goal'];
const ACTIONS = ['created', 'updated', 'deleted', 'status_changed', 'sent'];
const EARLIER_ACTIONS = ['created', 'updated', 'deleted'];

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
async function constrain(db: Kysely<any>, entityTypes: readonly string[], actions: readonly string[]) {
  await db.schema.alterTable('audit_log').dropConstraint('audit_log_entity_type_check').execute();
  await db.schema.alterTable('audit_log').dropConstraint('audit_log_action_check').execute();
  await db.schema
    .alterTable('audit_log')
    .addCheckConstraint('audit_log_entity_type_check', oneOf('entity_type', entityTypes))
    .execute();
  await db.schema
    .alterTable('audit_log')
    .addCheckConstraint('audit_log_action_check', oneOf('action', actions))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await constrain(db, ENTITY_TYPES, ACTIONS);
  await db.schema
    .alterTable('audit_log')
    .alterColumn('entity_id', (col) => col.dropNotNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('audit_log')
    .where((eb) =>
      eb.or([
        eb('entity_type', 'not in', EARLIER_ENTITY_TYPES),
        eb('action', 'not in', EARLIER_ACTIONS),
        eb('entity_id', 'is', null),
      ]),
    )
    .execute();
  await db.schema
    .alterTable('audit_log')
    .alterColumn('entity_id', (col) => col.setNotNull())
    .execute();
  await constrain(db, EARLIER_ENTITY_TYPES, EARLIER_ACTIONS);
}
