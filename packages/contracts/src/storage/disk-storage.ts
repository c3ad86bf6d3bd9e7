import { randomBytes } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { type FileArea, type FileStorage, PUBLIC_FILES_PREFIX } from './storage.js';
import { isMadeKey } from './storage-keys.js';

/**
 * Files on the local disk: `<root>/public/<key>` and `<root>/private/<key>`, where root is
 * DATA_DIR/uploads. A file is written beside its place under a temporary name and renamed, so it
 * appears whole or not at all.
 */
export function createDiskStorage(root: string): FileStorage {
  const pathOf = (area: FileArea, key: string) => {
    if (!isMadeKey(area, key)) throw new Error(`not a key files are stored under: ${area}/${key}`);
    return join(root, area, key);
  };
  return {
    async put(area, key, bytes) {
      const path = pathOf(area, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
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
    async *list(area) {
      let entries: Dirent[];
      try {
        entries = await readdir(join(root, area), { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        // A key is a path with '/' whatever the system; a put's temporary '.part' is no key.
        const key = relative(join(root, area), join(entry.parentPath, entry.name)).split(sep).join('/');
        if (isMadeKey(area, key)) yield key;
      }
    },
    async delete(area, key) {
      await rm(pathOf(area, key), { force: true });
    },
    publicUrl: (key) => `${PUBLIC_FILES_PREFIX}${key}`,
  };
}
