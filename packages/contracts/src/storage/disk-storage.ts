import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileArea, type FileStorage, PUBLIC_FILES_PREFIX } from './storage.js';
import { assertMadeKey, isMadeKey } from './storage-keys.js';

/**
 * Files on the local disk: `<root>/public/<key>` and `<root>/private/<key>`, where root is
 * DATA_DIR/uploads. A file is written beside its place under a temporary name and renamed, so it
 * appears whole or not at all.
 */
export function createDiskStorage(root: string): FileStorage {
  const pathOf = (area: FileArea, key: string) => {
    assertMadeKey(area, key);
    return join(root, area, key);
  };
  return {
    async put(area, key, body) {
      const path = pathOf(area, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        const source = body instanceof Readable ? body : Readable.from([body]);
        await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(area, key) {
      // Never stored under such a key, so not looked for: the disk never sees the caller's name.
      if (!isMadeKey(area, key)) return null;
      const path = pathOf(area, key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(area, key) {
      await rm(pathOf(area, key), { force: true });
    },
    async *list(area) {
      const folder = join(root, area);
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        // A write under way (`.part`) or anything else in the folder is not a stored file.
        const key = relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/');
        if (isMadeKey(area, key)) yield key;
      }
    },
    publicUrl: (key) => `${PUBLIC_FILES_PREFIX}${key}`,
  };
}
