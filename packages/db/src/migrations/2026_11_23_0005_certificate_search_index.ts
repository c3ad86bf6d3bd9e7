import { type Kysely, sql } from 'kysely';

// Frozen once landed. The public certificate search compares upper(certificate_number) OR
// national_id. national_id has an index; the expression had none, so every search read the whole
// table (300-600 ms at a million certificates, and anyone can search). With this index the plan is
// a BitmapOr of two index scans. Only visible certificates are ever searched.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index public_certificates_upper_number_idx on public_certificates (upper(certificate_number))`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('public_certificates_upper_number_idx').execute();
}
