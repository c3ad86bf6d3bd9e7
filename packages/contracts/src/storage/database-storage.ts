import { Readable } from 'node:stream';
import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { type FileStorage, PUBLIC_FILES_PREFIX } from './storage.js';
import { assertMadeKey, isMadeKey } from './storage-keys.js';

/** The size of one stored chunk, and so the most of a file a read or a write holds at once. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Files in PostgreSQL (FILE_STORAGE=database): a row of `stored_files` per file and its contents in
 * `stored_file_chunks`, so every process sees every file and a database backup holds them. A put
 * writes the row and its chunks in one transaction; a get streams the chunks one query at a time.
 *
 * On the embedded database a put waits for the one connection, so it must not be called from
 * inside another transaction there (no caller does).
 */
export function createDatabaseStorage(db: Kysely<DB>): FileStorage {
  return {
    async put(area, key, body) {
      assertMadeKey(area, key);
      await db.transaction().execute(async (trx) => {
        // A file put again is a new row: a reader of the old one never mixes the two.
        await trx.deleteFrom('storedFiles').where('area', '=', area).where('key', '=', key).execute();
        const { id } = await trx
          .insertInto('storedFiles')
          .values({ area, key, size: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        let size = 0;
        let n = 0;
        for await (const bytes of inChunks(body)) {
          await trx.insertInto('storedFileChunks').values({ fileId: id, n, bytes }).execute();
          size += bytes.length;
          n += 1;
        }
        await trx.updateTable('storedFiles').set({ size }).where('id', '=', id).execute();
      });
    },
    async get(area, key) {
      if (!isMadeKey(area, key)) return null;
      const file = await db
        .selectFrom('storedFiles')
        .select(['id', 'size'])
        .where('area', '=', area)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!file) return null;
      const chunks = readChunks(db, file.id, file.size);
      // One chunk read ahead at most: the stream's buffer is one chunk's size.
      return {
        stream: Readable.from(chunks, { objectMode: false, highWaterMark: CHUNK_BYTES }),
        size: file.size,
      };
    },
    async delete(area, key) {
      assertMadeKey(area, key);
      await db.deleteFrom('storedFiles').where('area', '=', area).where('key', '=', key).execute();
    },
    async *list(area) {
      let after = '';
      // A page of keys at a time, in key order, so a long list never sits whole in memory.
      for (;;) {
        const page = await db
          .selectFrom('storedFiles')
          .select('key')
          .where('area', '=', area)
          .where('key', '>', after)
          .orderBy('key')
          .limit(1000)
          .execute();
        for (const { key } of page) yield key;
        const last = page.at(-1);
        if (!last) return;
        after = last.key;
      }
    },
    publicUrl: (key) => `${PUBLIC_FILES_PREFIX}${key}`,
  };
}

/** The chunks of a file in order; a chunk gone before its turn (the file was deleted) is an error. */
async function* readChunks(db: Kysely<DB>, fileId: string, size: number): AsyncGenerator<Buffer> {
  let read = 0;
  for (let n = 0; read < size; n += 1) {
    const chunk = await db
      .selectFrom('storedFileChunks')
      .select('bytes')
      .where('fileId', '=', fileId)
      .where('n', '=', n)
      .executeTakeFirst();
    if (!chunk) throw new Error('the stored file was deleted while it was read');
    read += chunk.bytes.length;
    yield Buffer.from(chunk.bytes.buffer, chunk.bytes.byteOffset, chunk.bytes.byteLength);
  }
}

/** The body cut into chunks of CHUNK_BYTES (the last one shorter), whatever sizes it comes in. */
async function* inChunks(body: Uint8Array | Readable): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  for await (const piece of body instanceof Readable ? body : [body]) {
    const bytes = piece as Uint8Array;
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    pending = pending.length === 0 ? view : Buffer.concat([pending, view]);
    while (pending.length >= CHUNK_BYTES) {
      yield pending.subarray(0, CHUNK_BYTES);
      pending = pending.subarray(CHUNK_BYTES);
    }
  }
  if (pending.length > 0) yield pending;
}
