import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { isKnownMigration } from '@tc/db';
import * as tar from 'tar-stream';
import { z } from 'zod';
import type { FileArea } from '../storage/storage.js';

/*
 * A backup is a gzipped tar: `manifest.json` first, then each table of the `public` schema as
 * `tables/<table>/<n>.json` chunks (`{ columns, rows }`, every value in PostgreSQL's own text form,
 * which its input functions read back exactly), then each file as `files/<area>/<key>`.
 */

/** The archive layout this code writes; a newer one is refused by name. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_ENTRY = 'manifest.json';

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  /** The last migration of the database backed up: a restore migrates the empty target to it. */
  migration: z.string().min(1),
  createdAt: z.iso.datetime(),
  /** Rows per table, all tables of the `public` schema. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** Each sequence's state (nextval is not transactional: read once the snapshot is taken). */
  sequences: z.record(
    z.string(),
    z.object({ lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }),
  ),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export const chunkSchema = z.object({
  columns: z.array(z.string()).min(1),
  rows: z.array(z.array(z.string().nullable())),
});
export type TableChunk = z.infer<typeof chunkSchema>;

export const tableEntry = (table: string, chunk: number) =>
  `tables/${table}/${String(chunk).padStart(6, '0')}.json`;
export const fileEntry = (area: FileArea, key: string) => `files/${area}/${key}`;

/** What an entry of the archive holds, by its name. */
export function entryKind(
  name: string,
): { kind: 'table'; table: string } | { kind: 'file'; area: FileArea; key: string } | null {
  const table = /^tables\/([^/]+)\/\d{6}\.json$/.exec(name);
  if (table?.[1]) return { kind: 'table', table: table[1] };
  const file = /^files\/(public|private)\/(.+)$/.exec(name);
  if (file?.[1] && file[2]) return { kind: 'file', area: file[1] as FileArea, key: file[2] };
  return null;
}

/** A backup that cannot be made or restored as asked; its message says what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const damaged = (path: string, reason: string) =>
  new BackupError(`${path} is not a backup of this product, or it is damaged: ${reason}`);

/** Adds one whole entry to the archive being written. */
export function addEntry(pack: tar.Pack, name: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: bytes.length, mode: 0o600 }, bytes, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

export interface ArchiveEntry {
  name: string;
  size: number;
  bytes(): Promise<Buffer>;
}

/**
 * Reads an archive's manifest (refusing an archive of a newer format or a newer migration), then
 * hands out its other entries in order; close() stops reading the file. Whatever the gzip or tar
 * layer finds wrong becomes one BackupError naming the file.
 */
export async function openArchive(
  path: string,
): Promise<{ manifest: BackupManifest; entries: AsyncGenerator<ArchiveEntry>; close(): void }> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(path), createGunzip(), extract);
  reading.catch(() => {});
  const iterator = extract[Symbol.asyncIterator]();
  const failed = async (error: unknown): Promise<never> => {
    const reason =
      (await reading.then(
        () => null,
        (failure: unknown) => failure,
      )) ?? error;
    if ((reason as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError(`There is no file ${path}.`);
    throw damaged(path, reason instanceof Error ? reason.message : String(reason));
  };
  const next = async (): Promise<ArchiveEntry | null> => {
    const result = await iterator.next().catch(failed);
    if (result.done) return null;
    const entry = result.value;
    return {
      name: entry.header.name,
      size: entry.header.size ?? 0,
      bytes: async () => {
        const parts: Buffer[] = [];
        try {
          for await (const part of entry) parts.push(part as Buffer);
        } catch (error) {
          await failed(error);
        }
        return Buffer.concat(parts);
      },
    };
  };

  const close = () => extract.destroy();
  let manifest: BackupManifest;
  try {
    const first = await next();
    if (first?.name !== MANIFEST_ENTRY) throw damaged(path, `it does not begin with ${MANIFEST_ENTRY}`);
    manifest = parseManifest(path, await first.bytes());
  } catch (error) {
    close();
    throw error;
  }
  async function* rest(): AsyncGenerator<ArchiveEntry> {
    for (let entry = await next(); entry; entry = await next()) yield entry;
  }
  return { manifest, entries: rest(), close };
}

function parseManifest(path: string, bytes: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw damaged(path, `its ${MANIFEST_ENTRY} is not JSON`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > BACKUP_FORMAT) {
    throw new BackupError(
      `${path} was made by a newer version of the product (backup format ${format}): update the code, then restore.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw damaged(path, `its ${MANIFEST_ENTRY} is not valid (${parsed.error.issues[0]?.message})`);
  if (!isKnownMigration(parsed.data.migration)) {
    throw new BackupError(
      `${path} was made by a newer version of the product (its database is at migration ${parsed.data.migration}, which this code does not know): update the code, then restore.`,
    );
  }
  return parsed.data;
}
