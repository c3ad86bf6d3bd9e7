import type { Kysely } from 'kysely';
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
