// `pnpm files:move --to database|disk|s3://...`: copies every file of the installation, from where
// FILE_STORAGE (or its default) keeps them, to the target. Safe to run again: it copies only what
// the target lacks, so a second run resumes an interrupted one or confirms a finished one.
import '@tc/db/supported-node';
import { parseArgs } from 'node:util';
import {
  createFileStorage,
  describeFileStorage,
  FILE_STORAGE_MESSAGE,
  moveFiles,
  parseFileStorage,
} from '@tc/contracts';
import { createDatabase, migrateToLatest } from '@tc/db';
import { loadEnv } from '../env.js';

const USAGE = `Usage: pnpm files:move --to database|disk|s3://bucket?endpoint=...&region=...
(${FILE_STORAGE_MESSAGE.replace('FILE_STORAGE', '--to')})`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const target = values.to === undefined ? null : parseFileStorage(values.to);
  if (!target) throw new Error(USAGE);
  const env = loadEnv();
  const from = describeFileStorage(env.fileStorage);
  const to = describeFileStorage(target);
  if (from === to) throw new Error(`FILE_STORAGE is already ${to} (set, or the default): nothing to move.`);
  const database = await createDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    // The database storage's tables, on a database no server has migrated yet.
    await migrateToLatest(database.db);
    const open = (choice: typeof target) =>
      createFileStorage(choice, { db: database.db, dataDir: env.dataDir });
    console.log(`Copying every file from ${from} to ${to}.`);
    const counts = await moveFiles(open(env.fileStorage), open(target), (file, error) => {
      console.error(`Failed: ${file}: ${error instanceof Error ? error.message : String(error)}`);
    });
    console.log(
      `Files: ${counts.found} found, ${counts.copied} copied, ${counts.skipped} skipped, ${counts.failed} failed.`,
    );
    if (counts.failed > 0) {
      console.log('Run the command again to retry the failed files before switching FILE_STORAGE.');
      process.exitCode = 1;
    } else {
      console.log(`Every file is in ${to}: set FILE_STORAGE=${to} and restart every server process.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
