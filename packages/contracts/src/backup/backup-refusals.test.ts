import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Database } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageKey } from '../storage/storage-keys.js';
import { PNG_BYTES, temporaryStorage } from '../test-support.js';
import { restoreBackup } from './restore-backup.js';
import { publicRelationCount } from './table-rows.js';
import { archivePath, handMadeArchive, seededBackup } from './test-backups.js';
import { writeBackup } from './write-backup.js';

// The first test of a file builds the migrated template; an empty database is an initdb.
const SLOW = 120_000;
const [embedded] = testDatabases();

const manifest = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 1,
    migration: '2026_11_22_0001_initial',
    createdAt: new Date().toISOString(),
    tables: {},
    sequences: {},
    ...fields,
  });

describe.each(testDatabases())('a restore on $name', (database) => {
  it(
    'refuses a database that is not empty',
    async () => {
      const target = await database.create();
      try {
        const { storage } = temporaryStorage();
        const path = archivePath();
        await writeBackup(target.db, storage, path);
        await expect(restoreBackup(target, storage, path)).rejects.toThrow(
          database.name === 'pglite'
            ? 'The embedded database in DATA_DIR is not empty: restore into a new, empty data folder (DATA_DIR).'
            : 'The database at DATABASE_URL is not empty: restore into a new, empty PostgreSQL database (createdb).',
        );
      } finally {
        await target.close();
      }
    },
    SLOW,
  );

  it(
    'refuses a storage that holds files; a damaged archive leaves the database and the storage empty',
    async () => {
      const [source, target] = await Promise.all([database.create(), database.createEmpty()]);
      try {
        const { path, backup } = await seededBackup(source.db);

        const used = temporaryStorage();
        const key = imageKey(randomUUID(), 'png');
        await used.storage.put('public', key, PNG_BYTES);
        await expect(restoreBackup(target, used.storage, path)).rejects.toThrow(
          `The file storage already holds files (public/${key}): restore into an empty one (a new DATA_DIR).`,
        );

        // Cut short in the gzip trailer: every row and file was read before the cut shows.
        const whole = readFileSync(path);
        writeFileSync(path, whole.subarray(0, whole.length - 4));
        const targetFiles = temporaryStorage();
        await expect(restoreBackup(target, targetFiles.storage, path)).rejects.toThrow(
          `${path} is not a backup of this product, or it is damaged: unexpected end of file`,
        );
        expect(await publicRelationCount(target.db)).toBe(0);
        expect(targetFiles.files()).toEqual([]);

        const real = JSON.stringify(backup.manifest);
        const wrongColumns = await handMadeArchive([
          ['manifest.json', real],
          ['tables/users/000001.json', '{"columns":["nope"],"rows":[["x"]]}'],
        ]);
        await expect(restoreBackup(target, targetFiles.storage, wrongColumns)).rejects.toThrow(
          `${wrongColumns} is not a backup of this product, or it is damaged: tables/users/000001.json does not have the columns of users`,
        );
        const noRows = await handMadeArchive([['manifest.json', real]]);
        await expect(restoreBackup(target, targetFiles.storage, noRows)).rejects.toThrow(
          /damaged: \w+ should have [1-9]\d* rows; it has 0$/,
        );
        expect(await publicRelationCount(target.db)).toBe(0);
      } finally {
        await Promise.all([source.close(), target.close()]);
      }
    },
    SLOW,
  );
});

describe.runIf(embedded)('an archive that cannot be restored', () => {
  // Refused before the database is looked at: one database (not empty) serves every case.
  let target: Database | undefined;
  beforeAll(async () => {
    target = await embedded?.create();
  }, SLOW);
  afterAll(() => target?.close());

  const refusal = async (path: string) => {
    if (!target) throw new Error('no embedded database');
    return restoreBackup(target, temporaryStorage().storage, path).then(
      () => 'restored',
      (error: Error) => error.message,
    );
  };

  it('is refused when a newer version of the product made it', async () => {
    const future = await handMadeArchive([
      ['manifest.json', manifest({ migration: '2099_01_01_0001_future' })],
    ]);
    expect(await refusal(future)).toBe(
      `${future} was made by a newer version of the product (its database is at migration 2099_01_01_0001_future, which this code does not know): update the code, then restore.`,
    );
    const format = await handMadeArchive([['manifest.json', manifest({ format: 2 })]]);
    expect(await refusal(format)).toBe(
      `${format} was made by a newer version of the product (backup format 2): update the code, then restore.`,
    );
  });

  it('is refused, by name, when it is not a backup or is damaged', async () => {
    const notGzip = archivePath();
    writeFileSync(notGzip, 'SELECT 1; -- a plain SQL dump');
    const noManifest = await handMadeArchive([['tables/users/000001.json', '{}']]);
    const badManifest = await handMadeArchive([['manifest.json', manifest({ tables: { users: -1 } })]]);
    const missing = `${archivePath()}.missing`;
    const damaged = (path: string, reason: string) =>
      `${path} is not a backup of this product, or it is damaged: ${reason}`;
    expect(await refusal(notGzip)).toBe(damaged(notGzip, 'incorrect header check'));
    expect(await refusal(noManifest)).toBe(damaged(noManifest, 'it does not begin with manifest.json'));
    expect(await refusal(badManifest)).toMatch(damaged(badManifest, 'its manifest.json is not valid'));
    expect(await refusal(missing)).toBe(`There is no file ${missing}.`);
  });
});
