import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, PNG_BYTES, temporaryStorage } from '../test-support.js';
import { CHUNK_BYTES, createDatabaseStorage } from './database-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { FileArea, FileStorage } from './storage.js';
import { certificateKey, imageKey, imageVersionKey, signatureKey } from './storage-keys.js';
import { S3RVER_CREDENTIALS, startS3Server } from './test-s3-server.js';

// One contract, every storage FILE_STORAGE can name: the disk, the database (embedded and
// PostgreSQL) and S3 (an S3-protocol server started here).
interface Opened {
  storage: FileStorage;
  /** Leaves a stray file where the storage keeps its files (a key the product never makes). */
  stray?: () => void;
  close: () => Promise<void>;
}

const storages: { name: string; open: () => Promise<Opened> }[] = [
  {
    name: 'disk',
    open: async () => {
      const { storage, root } = temporaryStorage();
      const stray = () => {
        mkdirSync(join(root, 'public', 'images'), { recursive: true });
        writeFileSync(join(root, 'public', 'images', 'stray.png'), PNG_BYTES);
      };
      return { storage, stray, close: async () => undefined };
    },
  },
  ...testDatabases().map((database) => ({
    name: `database (${database.name})`,
    open: async () => {
      const opened = await database.create();
      return { storage: createDatabaseStorage(opened.db), close: () => opened.close() };
    },
  })),
  {
    name: 's3',
    open: async () => {
      const server = await startS3Server();
      return { storage: createS3Storage(server.location, S3RVER_CREDENTIALS), close: server.close };
    },
  },
];

const TEN_MB = 10 * 1024 * 1024;

/** 10 MB made 100 KB at a time as it is read, never all at once. */
function tenMegabytes(): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < TEN_MB; offset += 100 * 1024) {
        yield Buffer.alloc(Math.min(100 * 1024, TEN_MB - offset), offset % 251);
      }
    })(),
  );
}

async function digest(stream: Readable): Promise<{ sha256: string; bytes: number; largestPiece: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  let largestPiece = 0;
  for await (const piece of stream) {
    hash.update(piece as Buffer);
    bytes += (piece as Buffer).length;
    largestPiece = Math.max(largestPiece, (piece as Buffer).length);
  }
  return { sha256: hash.digest('hex'), bytes, largestPiece };
}

async function read(storage: FileStorage, area: FileArea, key: string): Promise<Buffer | null> {
  const file = await storage.get(area, key);
  if (!file) return null;
  const pieces: Buffer[] = [];
  for await (const piece of file.stream) pieces.push(piece as Buffer);
  expect(file.size).toBe(Buffer.concat(pieces).length);
  return Buffer.concat(pieces);
}

async function keys(storage: FileStorage, area: FileArea): Promise<string[]> {
  const found: string[] = [];
  for await (const key of storage.list(area)) found.push(key);
  return found.sort();
}

describe.each(storages)('the $name file storage', ({ open }) => {
  let opened: Opened;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('stores, reads, lists and deletes a file in its area', async () => {
    const { storage } = opened;
    const key = certificateKey(randomUUID());
    await storage.put('private', key, PDF_BYTES);
    expect(await read(storage, 'private', key)).toEqual(PDF_BYTES);
    expect(await keys(storage, 'private')).toContain(key);
    expect(await keys(storage, 'public')).not.toContain(key);
    await storage.delete('private', key);
    expect(await storage.get('private', key)).toBeNull();
    expect(await keys(storage, 'private')).not.toContain(key);
    await storage.delete('private', key);
  });

  it('answers null for a key it never stored', async () => {
    expect(await opened.storage.get('public', imageKey(randomUUID(), 'png'))).toBeNull();
    expect(await opened.storage.get('private', signatureKey(randomUUID()))).toBeNull();
  });

  it('replaces a file put again, and stores an empty one', async () => {
    const key = imageVersionKey(randomUUID(), 480);
    await opened.storage.put('public', key, PNG_BYTES);
    await opened.storage.put(
      'public',
      key,
      Readable.from([PDF_BYTES.subarray(0, 10), PDF_BYTES.subarray(10)]),
    );
    expect(await read(opened.storage, 'public', key)).toEqual(PDF_BYTES);
    await opened.storage.put('public', key, new Uint8Array());
    expect(await read(opened.storage, 'public', key)).toEqual(Buffer.alloc(0));
  });

  it('streams a 10 MB file in and out, never as one piece', async () => {
    const key = certificateKey(randomUUID());
    await opened.storage.put('private', key, tenMegabytes());
    const file = await opened.storage.get('private', key);
    expect(file?.size).toBe(TEN_MB);
    const written = await digest(tenMegabytes());
    const stored = await digest(file?.stream ?? Readable.from([]));
    expect({ sha256: stored.sha256, bytes: stored.bytes }).toEqual({ sha256: written.sha256, bytes: TEN_MB });
    expect(stored.largestPiece).toBeLessThanOrEqual(CHUNK_BYTES);
  });

  it('never shows a file before it is whole', async () => {
    const key = certificateKey(randomUUID());
    const body = new PassThrough();
    const put = opened.storage.put('private', key, body);
    body.write(Buffer.alloc(CHUNK_BYTES + 10, 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = opened.storage.get('private', key);
    body.end(Buffer.alloc(10, 2));
    await put;
    const seen = await during;
    seen?.stream.destroy();
    expect([null, CHUNK_BYTES + 20]).toContain(seen === null ? null : seen.size);
    expect((await read(opened.storage, 'private', key))?.length).toBe(CHUNK_BYTES + 20);
  });

  it('refuses every key the product does not make, and lists none', async () => {
    const { storage } = opened;
    opened.stray?.();
    await expect(storage.put('public', 'images/b.png', PNG_BYTES)).rejects.toThrow('not a key');
    await expect(storage.put('public', certificateKey(randomUUID()), PNG_BYTES)).rejects.toThrow('not a key');
    await expect(
      storage.delete('private', `certificates/../${imageKey(randomUUID(), 'png')}`),
    ).rejects.toThrow('not a key');
    expect(await storage.get('public', 'images/stray.png')).toBeNull();
    expect(await storage.get('public', `images/${'a'.repeat(252)}.png`)).toBeNull();
    expect((await keys(storage, 'public')).filter((key) => key.includes('stray'))).toEqual([]);
  });
});
