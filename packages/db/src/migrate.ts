import { type Kysely, sql } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.js';

/** Brings the schema up to date; throws, naming the failed migration, when one fails. */
// biome-ignore lint/suspicious/noExplicitAny: migrations start from any schema, even none
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = createMigrator(db);
  reportFailure(await migrator.migrateToLatest());
}

/** The newest migration the database has run, or null when it has run none. */
// biome-ignore lint/suspicious/noExplicitAny: asked of a database at any migration
export async function lastRunMigration(db: Kysely<any>): Promise<string | null> {
  const ran = await ranMigrations(db);
  return [...ran].sort().at(-1) ?? null;
}

/** Whether this code knows a migration by this name. */
export function isKnownMigration(name: string): boolean {
  return Object.hasOwn(migrations, name);
}

/**
 * Runs the migrations up to and including `name` (one this code knows), in `db`'s transaction when
 * it is one; throws, naming the failed migration, when one fails.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations start from any schema, even none
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  if (!isKnownMigration(name)) throw new Error(`No migration is named ${name}.`);
  reportFailure(await createMigrator(db).migrateTo(name));
}

// biome-ignore lint/suspicious/noExplicitAny: migrations start from any schema, even none
function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({
    // Migrations are written in SQL's snake_case: run them without the CamelCasePlugin.
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  });
}

function reportFailure({ error, results }: MigrationResultSet): void {
  if (!error) return;
  const failed = results?.find((result) => result.status === 'Error')?.migrationName;
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(
    failed
      ? `Database migration ${failed} failed: ${reason}`
      : `Database migrations could not run: ${reason}`,
    { cause: error },
  );
}

/**
 * The migrations this code knows that the database has not run yet (all of them when it has run
 * none). One cheap query, for a readiness probe; a connection failure throws.
 */
// biome-ignore lint/suspicious/noExplicitAny: asked before and after any migration
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const ran = await ranMigrations(db);
  return Object.keys(migrations).filter((name) => !ran.has(name));
}

// biome-ignore lint/suspicious/noExplicitAny: asked before and after any migration
async function ranMigrations(db: Kysely<any>): Promise<Set<string>> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return new Set(rows.map((row) => row.name));
  } catch (error) {
    // undefined_table: no migration has run here yet.
    if ((error as { code?: unknown }).code === '42P01') return new Set();
    throw error;
  }
}
