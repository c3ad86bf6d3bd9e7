import { type Kysely, sql } from 'kysely';

// Frozen once landed. Quotations as the centre sells: lines of catalogue courses, totals computed
// by the server, a client who accepts online, and a tax invoice made from an accepted quotation.
// - quotation_lines: one course each (restrict: a quoted course is not deleted), its training
//   type, candidates and price per candidate, and the line total; the course's name and code are
//   kept as quoted. Money is NUMERIC, never a float.
// - quotations: subtotal and VAT amount beside the existing amount (the total) and vat_rate; the
//   client's reason when they reject.
// - document_numbers: the last number of each kind and year (Q-2026-0042, INV-2026-0001), taken
//   with one atomic upsert, so numbers are sequential and unique under concurrent creates.
// - quotation_reminders: a reminder (3 or 7 days after sending) is claimed here before its mail
//   goes out, so several server processes never send it twice.
// - invoices: the quotation it comes from (one invoice per quotation), the VAT breakdown, the issue
//   date and the centre's VAT registration number as printed.
// - website_content: the payment details and VAT registration number the documents print.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quotation_lines')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('quotation_id', 'uuid', (col) => col.notNull().references('quotations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('course_id', 'uuid', (col) => col.notNull().references('courses.id').onDelete('restrict'))
    .addColumn('course_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('course_code', 'varchar(100)', (col) => col.notNull())
    .addColumn('training_type', 'varchar(20)', (col) =>
      col.notNull().check(sql`training_type in ('full_course', 'assessment')`),
    )
    .addColumn('candidates', 'integer', (col) => col.notNull().check(sql`candidates >= 1`))
    .addColumn('unit_price', 'numeric(12, 2)', (col) => col.notNull().check(sql`unit_price >= 0`))
    .addColumn('line_total', 'numeric(15, 2)', (col) => col.notNull())
    .addUniqueConstraint('quotation_lines_position_key', ['quotation_id', 'position'])
    .execute();
  await db.schema
    .createIndex('quotation_lines_course_id_idx')
    .on('quotation_lines')
    .column('course_id')
    .execute();

  await db.schema
    .alterTable('quotations')
    .addColumn('subtotal', 'numeric(15, 2)')
    .addColumn('vat_amount', 'numeric(15, 2)')
    .addColumn('rejection_reason', 'text')
    .execute();
  await db.schema.createIndex('quotations_created_at_idx').on('quotations').column('created_at').execute();

  await db.schema
    .createTable('document_numbers')
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('document_numbers_pkey', ['kind', 'year'])
    .execute();

  await db.schema
    .createTable('quotation_reminders')
    .addColumn('quotation_id', 'uuid', (col) => col.notNull().references('quotations.id').onDelete('cascade'))
    .addColumn('days_after', 'integer', (col) => col.notNull().check(sql`days_after in (3, 7)`))
    .addColumn('claimed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('quotation_reminders_pkey', ['quotation_id', 'days_after'])
    .execute();

  await db.schema
    .alterTable('invoices')
    .addColumn('quotation_id', 'uuid', (col) => col.unique().references('quotations.id').onDelete('restrict'))
    .addColumn('client_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('company_name', 'varchar(200)')
    .addColumn('subtotal', 'numeric(15, 2)')
    .addColumn('vat_rate', 'numeric(5, 2)')
    .addColumn('vat_amount', 'numeric(15, 2)')
    .addColumn('issue_date', 'date')
    .addColumn('vat_registration_number', 'varchar(50)')
    .execute();

  await db.schema
    .alterTable('website_content')
    .addColumn('payment_details', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('vat_registration_number', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('website_content')
    .dropColumn('payment_details')
    .dropColumn('vat_registration_number')
    .execute();
  await db.schema
    .alterTable('invoices')
    .dropColumn('quotation_id')
    .dropColumn('client_id')
    .dropColumn('company_name')
    .dropColumn('subtotal')
    .dropColumn('vat_rate')
    .dropColumn('vat_amount')
    .dropColumn('issue_date')
    .dropColumn('vat_registration_number')
    .execute();
  await db.schema.dropTable('quotation_reminders').execute();
  await db.schema.dropTable('document_numbers').execute();
  await db.schema.dropIndex('quotations_created_at_idx').execute();
  await db.schema
    .alterTable('quotations')
    .dropColumn('subtotal')
    .dropColumn('vat_amount')
    .dropColumn('rejection_reason')
    .execute();
  await db.schema.dropTable('quotation_lines').execute();
}
