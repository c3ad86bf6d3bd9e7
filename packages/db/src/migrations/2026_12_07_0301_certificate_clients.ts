import type { Kysely } from 'kysely';

// Frozen once landed. A public certificate may name the client company that sent the operator
// (issue 30): the client portal's register of its trained operators reads it. A client account
// deleted leaves its certificates, without the company.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('public_certificates')
    .addColumn('client_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('public_certificates_client')
    .on('public_certificates')
    .columns(['client_id', 'student_name'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('public_certificates_client').execute();
  await db.schema.alterTable('public_certificates').dropColumn('client_id').execute();
}
