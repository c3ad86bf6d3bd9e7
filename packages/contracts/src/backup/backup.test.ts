import { pendingMigrations } from '@tc/db';
import { migrateAllBut, testDatabases } from '@tc/db/testing';
import { describe, expect, it } from 'vitest';
import { temporaryStorage } from '../test-support.js';
import { restoreBackup } from './restore-backup.js';
import {
  archivePath,
  everyFile,
  everyRow,
  restorePairs,
  seededBackup,
  triggersAndForeignKeys,
} from './test-backups.js';
import { writeBackup } from './write-backup.js';

// Each test makes an empty database (initdb, on PGlite) and migrates it as it restores.
const SLOW = 120_000;

describe.each(restorePairs())('a backup of $from.name restored on $to.name', ({ from, to }) => {
  it(
    'holds a seeded installation: every table and every file come back in an empty database and storage',
    async () => {
      const [source, target] = await Promise.all([from.create(), to.createEmpty()]);
      try {
        const { path, backup, files } = await seededBackup(source.db);
        expect(backup.files).toBe(4);
        expect(backup.manifest.tables.users).toBe(4);

        const targetFiles = temporaryStorage();
        const restored = await restoreBackup(target, targetFiles.storage, path);
        expect(restored.files).toBe(4);
        const rows = await everyRow(target.db);
        expect(Object.keys(rows).length).toBeGreaterThan(30);
        expect(rows).toEqual(await everyRow(source.db));
        expect(await triggersAndForeignKeys(target.db)).toEqual(await triggersAndForeignKeys(source.db));
        expect(everyFile(targetFiles.root, targetFiles.files())).toEqual(
          everyFile(files.root, files.files()),
        );
      } finally {
        await Promise.all([source.close(), target.close()]);
      }
    },
    SLOW,
  );
});

describe.each(testDatabases())('a backup on $name', (database) => {
  it(
    'backs up a database behind the code at its own migration, and restores it there',
    async () => {
      const [source, target] = await Promise.all([database.createEmpty(), database.createEmpty()]);
      try {
        const { storage } = temporaryStorage();
        const path = archivePath();
        await expect(writeBackup(source.db, storage, path)).rejects.toThrow(
          'The database is empty (no migration has run): there is nothing to back up.',
        );
        await migrateAllBut(source, 1);
        const [last] = await pendingMigrations(source.db);
        const backup = await writeBackup(source.db, storage, path);
        await restoreBackup(target, temporaryStorage().storage, path);
        expect(await pendingMigrations(target.db)).toEqual([last]);
        expect(backup.manifest.migration < (last as string)).toBe(true);
      } finally {
        await Promise.all([source.close(), target.close()]);
      }
    },
    SLOW,
  );

  it('refuses to write over an existing file', async () => {
    const source = await database.create();
    try {
      const { storage } = temporaryStorage();
      const path = archivePath();
      await writeBackup(source.db, storage, path);
      await expect(writeBackup(source.db, storage, path)).rejects.toThrow(
        `${path} already exists: name a new file for the backup.`,
      );
    } finally {
      await source.close();
    }
  });
});
