import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { type DB, lastRunMigration } from '@tc/db';
import type { Kysely } from 'kysely';
import * as tar from 'tar-stream';
import type { FileArea, FileStorage } from '../storage/storage.js';
import {
  addEntry,
  BACKUP_FORMAT,
  BackupError,
  type BackupManifest,
  fileEntry,
  MANIFEST_ENTRY,
  tableEntry,
} from './archive.js';
import { publicTables, rowCount, sequenceStates, tableChunks, useExactText } from './table-rows.js';

export interface BackupSummary {
  manifest: BackupManifest;
  files: number;
}

const AREAS: FileArea[] = ['public', 'private'];

/**
 * Writes one archive holding every table of the `public` schema, read in one snapshot, and every
 * file of the storage. The archive appears under `path` only when it is whole.
 */
export async function writeBackup(
  db: Kysely<DB>,
  /** Null when the files are rows of the database already (FILE_STORAGE=database). */
  storage: FileStorage | null,
  path: string,
): Promise<BackupSummary> {
  if (existsSync(path)) {
    throw new BackupError(`${path} already exists: name a new file for the backup.`);
  }
  const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { flags: 'wx' }));
  try {
    const manifest = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        await useExactText(trx);
        const migration = await lastRunMigration(trx);
        if (!migration)
          throw new BackupError('The database is empty (no migration has run): there is nothing to back up.');
        const tables = await publicTables(trx);
        const counts: Record<string, number> = {};
        for (const { table } of tables) counts[table] = await rowCount(trx, table);
        const manifest: BackupManifest = {
          format: BACKUP_FORMAT,
          migration,
          createdAt: new Date().toISOString(),
          tables: counts,
          sequences: await sequenceStates(trx),
        };
        await addEntry(pack, MANIFEST_ENTRY, json(manifest));
        for (const table of tables) {
          let chunk = 0;
          for await (const rows of tableChunks(trx, table)) {
            await addEntry(pack, tableEntry(table.table, ++chunk), json(rows));
          }
        }
        return manifest;
      });
    const files = storage ? await addFiles(pack, storage) : 0;
    pack.finalize();
    await written;
    await rename(partial, path);
    return { manifest, files };
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

async function addFiles(pack: tar.Pack, storage: FileStorage): Promise<number> {
  let count = 0;
  for (const area of AREAS) {
    for await (const key of storage.list(area)) {
      // A file removed since it was listed (an unused upload swept) is simply not in the backup.
      const file = await storage.get(area, key);
      if (!file) continue;
      const entry = pack.entry({ name: fileEntry(area, key), size: file.size, mode: 0o600 });
      await pipeline(file.stream, entry);
      count++;
    }
  }
  return count;
}
