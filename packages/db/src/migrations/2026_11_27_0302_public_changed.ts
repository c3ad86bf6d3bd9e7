import { type Kysely, sql } from 'kysely';

// Frozen once landed. Every change to a table behind the public reads (course list and detail,
// website content, the public gallery with its image versions, active forms with their fields)
// tells every server process, through the live bus's channel ('tc_live', LIVE_CHANNEL in
// contracts), so that each drops its cached public answers (contracts/src/public-cache.ts). As
// with figures_changed: NOTIFY from a trigger is sent when the transaction commits, never when it
// rolls back, and any write path (a later one, psql by hand) is covered.

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
  await sql`
    create function notify_public_changed() returns trigger language plpgsql as $$
    begin
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
}
