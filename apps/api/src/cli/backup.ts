// `pnpm db:backup [file]`: one archive of the database (DATABASE_URL, else the embedded one in
// DATA_DIR) and of the files, wherever the server keeps them. Restored by `pnpm db:restore`.
import '@tc/db/supported-node';
import { resolve } from 'node:path';
import { createFileStorage, writeBackup } from '@tc/contracts';
import { createDatabase } from '@tc/db';
import { runCli } from '@tc/db/cli';
import { loadEnv } from '../env.js';
import { describeArchive } from './describe-archive.js';

runCli(async () => {
  const env = loadEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const path = resolve(process.argv[2] ?? `backup-${stamp}.tar.gz`);
  const database = await createDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    // With FILE_STORAGE=database the files are rows of the dump already.
    const storage =
      env.fileStorage.kind === 'database'
        ? null
        : createFileStorage(env.fileStorage, { db: database.db, dataDir: env.dataDir });
    const backup = await writeBackup(database.db, storage, path);
    console.log(`Backup written to ${path}: ${describeArchive(backup)}.`);
  } finally {
    await database.close();
  }
});
