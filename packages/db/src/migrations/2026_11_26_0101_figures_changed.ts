import { type Kysely, sql } from 'kysely';

// Frozen once landed. Every change to a table the console's figures count tells every server
// process, through the live bus's channel ('tc_live', LIVE_CHANNEL in contracts), so that each
// drops its cached figures. NOTIFY from a trigger is sent when the transaction commits, and not
// at all when it rolls back; a statement-level trigger sends one per statement, and PostgreSQL
// folds identical ones of a transaction into one. Any write path, today's or a later one, a bulk
// import or a fix by hand in psql, is covered.

const TABLES = [
  'users',
  'certificates',
  'public_certificates',
  'schedules',
  'quotations',
  'courses',
  'contact_messages',
  'invoices',
];

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_figures_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('tc_live', '{"type":"figures_changed"}');
      return null;
    end
    $$`.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.ref(`${table}_figures_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_figures_changed()`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`drop trigger if exists ${sql.ref(`${table}_figures_changed`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop function if exists notify_figures_changed()`.execute(db);
}
