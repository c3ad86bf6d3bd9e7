// Regenerates src/generated/db.ts: migrates a fresh in-memory database and writes the table types
// it ends up with. Run with `pnpm --filter @tc/db db:types` after adding a migration.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

// Node runs the TypeScript sources as they are, but they import each other as './x.js' (the
// name the compiled file will have): resolve those imports to the .ts files beside them.
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
    return nextResolve(specifier, context);
  },
});

const { createDatabase } = await import('../src/connection.js');
const { migrateToLatest } = await import('../src/migrate.js');
const { generateTypes } = await import('../src/generate-types.js');

const database = await createDatabase({});
try {
  await migrateToLatest(database.db);
  const target = new URL('../src/generated/db.ts', import.meta.url);
  writeFileSync(target, await generateTypes(database.db));
  console.log(`wrote ${target.pathname}`);
} finally {
  await database.close();
}
