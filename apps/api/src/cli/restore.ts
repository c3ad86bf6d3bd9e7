// `pnpm db:restore <file>`: restores an archive of `pnpm db:backup` into an empty database
// (DATABASE_URL, else a new DATA_DIR) and an empty file storage. The job queue's schema is not in
// a backup: the server makes it again when it starts.
import '@tc/db/supported-node';
import { resolve } from 'node:path';
import { BackupError, createFileStorage, restoreBackup } from '@tc/contracts';
import { createDatabase } from '@tc/db';
import { runCli } from '@tc/db/cli';
import { loadEnv } from '../env.js';
import { describeArchive } from './describe-archive.js';

runCli(async () => {
  const file = process.argv[2];
  if (!file) throw new BackupError('Name the archive to restore: pnpm db:restore <file>');
  const env = loadEnv();
  const database = await createDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    const storage = createFileStorage(env.fileStorage, { db: database.db, dataDir: env.dataDir });
    const restored = await restoreBackup(database, storage, resolve(file), {
      filesInDatabase: env.fileStorage.kind === 'database',
    });
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${env.dataDir}`;
    console.log(
      `Restored into ${where}: ${describeArchive(restored)}, as backed up at ${restored.manifest.createdAt}.`,
    );
  } finally {
    await database.close();
  }
});
