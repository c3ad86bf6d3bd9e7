import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.js';

/** Brings the schema up to date; throws, naming the failed migration, when one fails. */
// biome-ignore lint/suspicious/noExplicitAny: migrations start from any schema, even none
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    // Migrations are written in SQL's snake_case: run them without the CamelCasePlugin.
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed
        ? `Database migration ${failed} failed: ${reason}`
        : `Database migrations could not run: ${reason}`,
      { cause: error },
    );
  }
}

/**
 * The migrations this code knows that the database has not run yet (all of them when it has run
 * none). One cheap query, for a readiness probe; a connection failure throws.
 */
// biome-ignore lint/suspicious/noExplicitAny: asked before and after any migration
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  let ran: Set<string>;
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    ran = new Set(rows.map((row) => row.name));
  } catch (error) {
    // undefined_table: no migration has run here yet.
    if ((error as { code?: unknown }).code === '42P01') ran = new Set();
    else throw error;
  }
  return Object.keys(migrations).filter((name) => !ran.has(name));
}
