import { type Kysely, sql } from 'kysely';

// Frozen once landed. Every change to a table behind the public reads (course list and detail,
// website content, the public gallery with its image versions, active forms with their fields)
// tells every server process, through the live bus's channel ('tc_live', LIVE_CHANNEL in
// contracts), so that each drops its cached public answers (contracts/src/public-cache.ts). As
// with figures_changed: NOTIFY from a trigger is sent when the transaction commits, never when it
// rolls back, and any write path (a later one, psql by hand) is covered.
//
// The same trigger bumps public_data_version's one row, in the changing transaction: a process
// that reads the version sees the change's number exactly when it can see the change, so a
// request on another process that comes before the notice does still never gets a stale answer.

const TABLES = [
  'courses',
  'website_content',
  'gallery_photos',
  'image_versions',
  'custom_forms',
  'form_fields',
];

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('public_data_version')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into public_data_version (id, version) values (1, 0)`.execute(db);
  await sql`
    create function notify_public_changed() returns trigger language plpgsql as $$
    begin
      update public_data_version set version = version + 1 where id = 1;
      perform pg_notify('tc_live', '{"type":"public_changed"}');
      return null;
    end
    $$`.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.ref(`${table}_public_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_public_changed()`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`drop trigger if exists ${sql.ref(`${table}_public_changed`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop function if exists notify_public_changed()`.execute(db);
  await db.schema.dropTable('public_data_version').execute();
}
