import { type Kysely, sql } from 'kysely';

// Frozen once landed. A person's data on request (issue 30): the audit trail records an admin's
// export and erasure of one person's data, and a change of how long form submissions are kept, as
// the 'privacy' kind with the actions 'exported' and 'erased'. API keys and webhook endpoints made,
// changed and deleted are recorded too ('api_key', 'webhook'). The hourly retention job deletes
// form submissions by their age, across every form.

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
  'payment',
  'credit_note',
];
const ACTIONS = ['created', 'updated', 'deleted', 'status_changed', 'sent'];

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
  await constrain(db, [...ENTITY_TYPES, 'privacy', 'api_key', 'webhook'], [...ACTIONS, 'exported', 'erased']);
  await db.schema
    .createIndex('form_submissions_submitted_at_idx')
    .on('form_submissions')
    .column('submitted_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('form_submissions_submitted_at_idx').execute();
  await db.deleteFrom('audit_log').where('entity_type', 'in', ['privacy', 'api_key', 'webhook']).execute();
  await db.deleteFrom('audit_log').where('action', 'in', ['exported', 'erased']).execute();
  await constrain(db, ENTITY_TYPES, ACTIONS);
}
