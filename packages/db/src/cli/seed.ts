// `pnpm db:seed`: migrates, then adds the demo data (course catalogue, demo instructor and client,
// public certificates). Idempotent. The main admin and the website text are not created here but
// by the server at start, so that its ADMIN_EMAIL / ADMIN_PASSWORD apply.
import '../supported-node.js';
import { createDatabase } from '../connection.js';
import { migrateToLatest } from '../migrate.js';
import { seedDemoData } from '../seed.js';
import { readDatabaseEnv, runCli } from './env.js';

runCli(async () => {
  const database = await createDatabase(readDatabaseEnv(process.env));
  try {
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
    console.log('Seed complete.');
  } finally {
    await database.close();
  }
});
