import { join } from 'node:path';
import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { createDatabaseStorage } from './database-storage.js';
import { createDiskStorage } from './disk-storage.js';
import { createS3Storage, type S3Credentials, type S3Location } from './s3-storage.js';
import { FILE_AREAS, type FileStorage } from './storage.js';

/** Where files live: FILE_STORAGE, or the target of `pnpm files:move --to`. */
export type FileStorageChoice = { kind: 'disk' } | { kind: 'database' } | ({ kind: 's3' } & S3Location);

export const FILE_STORAGE_MESSAGE =
  "FILE_STORAGE must be 'disk', 'database' or 's3://bucket?endpoint=...&region=...' (endpoint and region optional)";

/** Reads `disk`, `database` or `s3://bucket?endpoint=...&region=...`; null for anything else. */
export function parseFileStorage(value: string): FileStorageChoice | null {
  if (value === 'disk' || value === 'database') return { kind: value };
  if (!value.startsWith('s3://') || !URL.canParse(value)) return null;
  const url = new URL(value);
  const options = [...url.searchParams.keys()];
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (
    !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname) ||
    (url.pathname !== '' && url.pathname !== '/') ||
    url.username !== '' ||
    options.some((name) => name !== 'endpoint' && name !== 'region') ||
    (endpoint !== undefined && !/^https?:\/\/[^/]+\/?$/.test(endpoint))
  ) {
    return null;
  }
  return { kind: 's3', bucket: url.hostname, endpoint, region: url.searchParams.get('region') ?? undefined };
}

/** The default: files beside the embedded database, in the database when it is PostgreSQL. */
export function defaultFileStorage(databaseUrl: string | undefined): FileStorageChoice {
  return { kind: databaseUrl ? 'database' : 'disk' };
}

/** A choice as an operator reads it (no credentials are ever part of it). */
export function describeFileStorage(choice: FileStorageChoice): string {
  if (choice.kind !== 's3') return choice.kind;
  const options = [
    choice.endpoint && `endpoint=${choice.endpoint}`,
    choice.region && `region=${choice.region}`,
  ].filter(Boolean);
  return `s3://${choice.bucket}${options.length > 0 ? `?${options.join('&')}` : ''}`;
}

/**
 * Whether DATA_DIR/uploads still holds a file, which another storage does not serve: files an
 * installation kept on the disk before it chose (or defaulted to) the database or S3.
 */
export async function filesLeftOnDisk(dataDir: string): Promise<boolean> {
  const disk = createDiskStorage(join(dataDir, 'uploads'));
  for (const area of FILE_AREAS) {
    for await (const _key of disk.list(area)) return true;
  }
  return false;
}

/** The storage a choice names: disk under DATA_DIR/uploads, the database `db`, or the bucket. */
export function createFileStorage(
  choice: FileStorageChoice,
  opts: { db: Kysely<DB>; dataDir: string; s3Credentials?: S3Credentials },
): FileStorage {
  switch (choice.kind) {
    case 'disk':
      return createDiskStorage(join(opts.dataDir, 'uploads'));
    case 'database':
      return createDatabaseStorage(opts.db);
    case 's3':
      return createS3Storage(choice, opts.s3Credentials);
  }
}
