// `pnpm db:migrate`: brings the database named by DATABASE_URL / DATA_DIR up to date.
import '../supported-node.js';
import { createDatabase } from '../connection.js';
import { migrateToLatest } from '../migrate.js';
import { readDatabaseEnv, runCli } from './env.js';

runCli(async () => {
  const options = readDatabaseEnv(process.env);
  const database = await createDatabase(options);
  try {
    await migrateToLatest(database.db);
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${options.dataDir}`;
    console.log(`Migrations: ${where} is up to date.`);
  } finally {
    await database.close();
  }
});
