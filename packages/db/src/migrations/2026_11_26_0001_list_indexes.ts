import { type Kysely, sql } from 'kysely';

// Frozen once landed. The console's lists are paged in SQL (newest first, ties by id) and searched
// with ILIKE '%text%'. Each default order gets an index that a backward scan reads a page from,
// without sorting the table; the lists whose search is on their own columns and that grow to tens
// of thousands of rows get trigram indexes, which ILIKE with a leading % can use (pg_trgm is a
// trusted extension: the database's owner may create it). The searches over joined tables
// (classes, certificates, invoices) stay scans: an OR across tables cannot combine indexes.

/** Default orders: [index, table, columns]; superseded indexes are dropped below. */
const orderIndexes: [string, string, string[]][] = [
  ['users_created_at_id_idx', 'users', ['created_at', 'id']],
  [
    'schedules_preferred_date_order_idx',
    'schedules',
    ['preferred_date', 'preferred_time', 'created_at', 'id'],
  ],
  ['certificates_created_at_id_idx', 'certificates', ['created_at', 'id']],
  ['public_certificates_created_at_id_idx', 'public_certificates', ['created_at', 'id']],
  ['quotations_created_at_id_idx', 'quotations', ['created_at', 'id']],
  ['invoices_created_at_id_idx', 'invoices', ['created_at', 'id']],
  ['contact_messages_created_at_id_idx', 'contact_messages', ['created_at', 'id']],
  ['custom_forms_created_at_id_idx', 'custom_forms', ['created_at', 'id']],
  ['form_submissions_form_id_submitted_at_id_idx', 'form_submissions', ['form_id', 'submitted_at', 'id']],
  // The audit trail's three logs, merged newest first.
  ['audit_log_created_at_id_idx', 'audit_log', ['created_at', 'id']],
  ['schedule_audit_log_created_at_id_idx', 'schedule_audit_log', ['created_at', 'id']],
  ['login_logs_login_time_id_idx', 'login_logs', ['login_time', 'id']],
];

/** Indexes the ones above begin with, and so replace. */
const superseded: [string, string, string[]][] = [
  ['schedules_preferred_date_idx', 'schedules', ['preferred_date']],
  ['quotations_created_at_idx', 'quotations', ['created_at']],
  ['form_submissions_form_id_submitted_at_idx', 'form_submissions', ['form_id', 'submitted_at']],
];

/**
 * Searched expressions: [index, table, expression]. The users' name is searched as first and last
 * name joined by a space, written the same way in the query (concat_ws is not immutable).
 */
const searchIndexes: [string, string, string][] = [
  ['public_certificates_number_trgm_idx', 'public_certificates', 'certificate_number'],
  ['public_certificates_student_trgm_idx', 'public_certificates', 'student_name'],
  ['public_certificates_national_id_trgm_idx', 'public_certificates', 'national_id'],
  ['public_certificates_course_trgm_idx', 'public_certificates', 'course_name'],
  ['quotations_number_trgm_idx', 'quotations', 'quotation_number'],
  ['quotations_company_trgm_idx', 'quotations', 'company_name'],
  ['quotations_client_trgm_idx', 'quotations', 'client_name'],
  ['quotations_contact_email_trgm_idx', 'quotations', 'contact_email'],
  ['users_email_trgm_idx', 'users', 'email'],
  ['users_name_trgm_idx', 'users', "(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))"],
  ['users_company_trgm_idx', 'users', 'company_name'],
  ['users_phone_trgm_idx', 'users', 'phone'],
  ['contact_messages_name_trgm_idx', 'contact_messages', 'name'],
  ['contact_messages_email_trgm_idx', 'contact_messages', 'email'],
  ['contact_messages_course_trgm_idx', 'contact_messages', 'course_interest'],
  ['contact_messages_message_trgm_idx', 'contact_messages', 'message'],
];

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [name, table, columns] of orderIndexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  for (const [name] of superseded) await db.schema.dropIndex(name).execute();
  for (const [name, table, expression] of searchIndexes) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)} using gin (${sql.raw(expression)} gin_trgm_ops)`.execute(
      db,
    );
  }
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of searchIndexes) await db.schema.dropIndex(name).execute();
  for (const [name, table, columns] of superseded) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  for (const [name] of orderIndexes) await db.schema.dropIndex(name).execute();
  // pg_trgm stays: another schema object may use it by now.
}
