import { randomUUID } from 'node:crypto';
import type { Database } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, PNG_BYTES, temporaryStorage } from '../test-support.js';
import { createDatabaseStorage } from './database-storage.js';
import { moveFiles } from './move-files.js';
import { createS3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';
import { certificateKey, imageKey, signatureKey } from './storage-keys.js';
import { S3RVER_CREDENTIALS, startS3Server } from './test-s3-server.js';

// `pnpm files:move`: every file copied once, none lost, and a second run copies nothing again.
describe('moving every file to another storage', () => {
  let database: Database;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    [database, s3] = await Promise.all([testDatabases()[0]?.create() as Promise<Database>, startS3Server()]);
  });
  afterAll(() => Promise.all([database.close(), s3.close()]));

  const failures: string[] = [];
  const move = (from: FileStorage, to: FileStorage) =>
    moveFiles(from, to, (file, error) => failures.push(`${file}: ${(error as Error).name}`));

  it('copies from the disk to the database and on to S3, skipping what is already there', async () => {
    const disk = temporaryStorage().storage;
    const files = [
      ['public', imageKey(randomUUID(), 'png'), PNG_BYTES],
      ['private', certificateKey(randomUUID()), PDF_BYTES],
      ['private', signatureKey(randomUUID()), PNG_BYTES],
    ] as const;
    for (const [area, key, bytes] of files) await disk.put(area, key, bytes);
    const inDatabase = createDatabaseStorage(database.db);
    const inS3 = createS3Storage(s3.location, S3RVER_CREDENTIALS);

    expect(await move(disk, inDatabase)).toEqual({ found: 3, copied: 3, skipped: 0, failed: 0 });
    expect(await move(disk, inDatabase)).toEqual({ found: 3, copied: 0, skipped: 3, failed: 0 });
    // An interrupted run: what the target lacks, or holds only in part, is copied again.
    const [, certificate] = files;
    await inDatabase.delete('private', certificate[1]);
    await inDatabase.put('public', files[0][1], PNG_BYTES.subarray(0, 10));
    expect(await move(disk, inDatabase)).toEqual({ found: 3, copied: 2, skipped: 1, failed: 0 });

    expect(await move(inDatabase, inS3)).toEqual({ found: 3, copied: 3, skipped: 0, failed: 0 });
    for (const [area, key, bytes] of files) {
      const file = await inS3.get(area, key);
      const pieces: Buffer[] = [];
      for await (const piece of file?.stream ?? []) pieces.push(piece as Buffer);
      expect(Buffer.concat(pieces)).toEqual(bytes);
    }
    expect(failures).toEqual([]);
  });

  it('counts and names every file it could not copy, and goes on with the others', async () => {
    const disk = temporaryStorage().storage;
    const key = certificateKey(randomUUID());
    await disk.put('private', key, PDF_BYTES);
    const noBucket = createS3Storage({ ...s3.location, bucket: 'no-such-bucket' }, S3RVER_CREDENTIALS);
    expect(await move(disk, noBucket)).toEqual({ found: 1, copied: 0, skipped: 0, failed: 1 });
    expect(failures).toEqual([`private/${key}: NoSuchBucket`]);
  });
});
