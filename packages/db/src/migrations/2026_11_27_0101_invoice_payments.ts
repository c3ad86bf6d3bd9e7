import { type Kysely, sql } from 'kysely';

// Frozen once landed. Money that is owed: what the documents need to know of the client, invoices
// with terms, payments and balances, and credit notes.
// - users, quotations: the client's address (several lines), Bahrain VAT registration number (15
//   digits) and commercial registration; a quotation copies them from the client account.
// - website_content: the payment terms in days (an invoice is due that long after its issue date)
//   and the terms and conditions every quotation and invoice prints.
// - invoices: the due date (invoices made before get their issue date + 30 days), the amount paid
//   so far (kept by the payments' transactions, under the invoice's row lock) and when it was
//   credited. Unpaid, partly paid, paid, overdue and credited follow from these and the date.
// - invoice_payments: each payment received (a payment is never more than the balance).
// - credit_notes: the credit note of a whole invoice, once (CN-YYYY-NNNN), as printed.
// - invoice_reminders: an overdue reminder is claimed here for its Bahrain day before its mail goes
//   out, so several server processes never send it twice.
// - audit_log: payments and credit notes join the kinds of thing the trail records.

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
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
async function constrainEntityTypes(db: Kysely<any>, entityTypes: readonly string[]) {
  await db.schema.alterTable('audit_log').dropConstraint('audit_log_entity_type_check').execute();
  await db.schema
    .alterTable('audit_log')
    .addCheckConstraint('audit_log_entity_type_check', oneOf('entity_type', entityTypes))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['users', 'quotations']) {
    await db.schema
      .alterTable(table)
      .addColumn('address', 'text')
      .addColumn('vat_number', 'varchar(15)')
      .addColumn('cr_number', 'varchar(50)')
      .execute();
  }

  await db.schema
    .alterTable('website_content')
    .addColumn('payment_terms_days', 'integer', (col) =>
      col.notNull().defaultTo(30).check(sql`payment_terms_days between 0 and 365`),
    )
    .addColumn('terms_and_conditions', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await db.schema
    .alterTable('invoices')
    .addColumn('due_date', 'date')
    .addColumn('paid_amount', 'numeric(15, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('credited_at', 'timestamptz')
    .execute();
  await sql`
    update invoices
    set due_date = coalesce(issue_date, (created_at at time zone 'Asia/Bahrain')::date) + 30`.execute(db);
  await db.schema
    .alterTable('invoices')
    .alterColumn('due_date', (col) => col.setNotNull())
    .execute();
  await db.schema.createIndex('invoices_due_date_idx').on('invoices').column('due_date').execute();
  await db.schema.createIndex('invoices_client_id_idx').on('invoices').column('client_id').execute();

  await db.schema
    .createTable('invoice_payments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('invoice_id', 'uuid', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('amount', 'numeric(15, 2)', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('paid_at', 'date', (col) => col.notNull())
    .addColumn('method', 'varchar(20)', (col) =>
      col.notNull().check(sql`method in ('bank_transfer', 'cash', 'card', 'cheque')`),
    )
    .addColumn('reference', 'varchar(100)')
    .addColumn('recorded_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('invoice_payments_invoice_id_idx')
    .on('invoice_payments')
    .columns(['invoice_id', 'paid_at'])
    .execute();

  await db.schema
    .createTable('credit_notes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('invoice_id', 'uuid', (col) =>
      col.notNull().unique().references('invoices.id').onDelete('restrict'),
    )
    .addColumn('credit_note_number', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('subtotal', 'numeric(15, 2)', (col) => col.notNull())
    .addColumn('vat_rate', 'numeric(5, 2)', (col) => col.notNull())
    .addColumn('vat_amount', 'numeric(15, 2)', (col) => col.notNull())
    .addColumn('amount', 'numeric(15, 2)', (col) => col.notNull())
    .addColumn('issue_date', 'date', (col) => col.notNull())
    .addColumn('vat_registration_number', 'varchar(50)')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('invoice_reminders')
    .addColumn('invoice_id', 'uuid', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('reminder_date', 'date', (col) => col.notNull())
    .addColumn('claimed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('invoice_reminders_pkey', ['invoice_id', 'reminder_date'])
    .execute();

  for (const table of ['invoice_payments', 'credit_notes']) {
    await sql`
      create trigger ${sql.ref(`${table}_figures_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_figures_changed()`.execute(db);
  }

  await constrainEntityTypes(db, [...ENTITY_TYPES, 'payment', 'credit_note']);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('audit_log').where('entity_type', 'in', ['payment', 'credit_note']).execute();
  await constrainEntityTypes(db, ENTITY_TYPES);
  await db.schema.dropTable('invoice_reminders').execute();
  await db.schema.dropTable('credit_notes').execute();
  await db.schema.dropTable('invoice_payments').execute();
  await db.schema.dropIndex('invoices_client_id_idx').execute();
  await db.schema.dropIndex('invoices_due_date_idx').execute();
  await db.schema
    .alterTable('invoices')
    .dropColumn('due_date')
    .dropColumn('paid_amount')
    .dropColumn('credited_at')
    .execute();
  await db.schema
    .alterTable('website_content')
    .dropColumn('payment_terms_days')
    .dropColumn('terms_and_conditions')
    .execute();
  for (const table of ['users', 'quotations']) {
    await db.schema
      .alterTable(table)
      .dropColumn('address')
      .dropColumn('vat_number')
      .dropColumn('cr_number')
      .execute();
  }
}
