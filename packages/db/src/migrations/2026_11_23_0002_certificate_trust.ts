import { type Kysely, sql } from 'kysely';

// Frozen once landed. What makes a certificate checkable at a gate:
// - every public certificate gets an unguessable verification code (for /verify/<code> and the QR
//   code printed on the paper), filled in for the rows that exist;
// - a public certificate can be revoked, with the reason and who did it;
// - certificate_expiry_reminders records each expiry reminder (90, 30, 7 days before) once it is
//   claimed, so several server processes never mail the same reminder twice.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('public_certificates')
    .addColumn('verification_code', 'varchar(64)', (col) =>
      col.notNull().unique().defaultTo(sql`replace(gen_random_uuid()::text, '-', '')`),
    )
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .addColumn('revoked_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('certificate_expiry_reminders')
    .addColumn('certificate_id', 'uuid', (col) =>
      col.notNull().references('certificates.id').onDelete('cascade'),
    )
    .addColumn('days_before', 'integer', (col) => col.notNull().check(sql`days_before in (90, 30, 7)`))
    .addColumn('claimed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('certificate_expiry_reminders_pkey', ['certificate_id', 'days_before'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('certificate_expiry_reminders').execute();
  await db.schema
    .alterTable('public_certificates')
    .dropColumn('verification_code')
    .dropColumn('revoked_at')
    .dropColumn('revoked_reason')
    .dropColumn('revoked_by')
    .execute();
}
