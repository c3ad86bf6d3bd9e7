import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { PUBLIC_FILES_PREFIX, publicKeyOf } from '../storage/storage.js';
import type { ImageVersion } from './uploads.schema.js';

/** The versions of an image address (a course's imageUrl, a photo's imagePath), smallest first. */
export type ImageVersionsOf = (address: string | null) => ImageVersion[];

/**
 * The recorded versions of the given image addresses, read in one query, for the public outputs'
 * srcset. An address with no rows (an image stored before versions existed, a bundled picture, an
 * outside address) has none: the browser shows it from its one address, as before.
 */
export async function loadImageVersions(
  db: Kysely<DB>,
  addresses: (string | null)[],
): Promise<ImageVersionsOf> {
  const keys = [...new Set(addresses.map((address) => (address ? publicKeyOf(address) : null)))].filter(
    (key): key is string => key !== null,
  );
  const rows =
    keys.length === 0
      ? []
      : await db
          .selectFrom('imageVersions')
          .select(['imageKey', 'fileKey', 'width', 'height'])
          .where('imageKey', 'in', keys)
          .orderBy('width')
          .execute();
  const byImage = new Map<string, ImageVersion[]>();
  for (const row of rows) {
    const versions = byImage.get(row.imageKey) ?? [];
    // A public file's address is the prefix and its key, as publicKeyOf reads it back.
    versions.push({ url: `${PUBLIC_FILES_PREFIX}${row.fileKey}`, width: row.width, height: row.height });
    byImage.set(row.imageKey, versions);
  }
  return (address) => {
    const key = address ? publicKeyOf(address) : null;
    return (key && byImage.get(key)) || [];
  };
}
