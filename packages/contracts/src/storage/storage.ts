import { Readable } from 'node:stream';
import { z } from 'zod';
import { isMadeKey } from './storage-keys.js';

/**
 * Public files (course images, gallery photos) are served to anyone at their public URL; private
 * files (client certificates) only through routes that check who asks.
 */
export type FileArea = 'public' | 'private';

/** Where public files are served from; a public file's URL is this prefix and its key. */
export const PUBLIC_FILES_PREFIX = '/uploads/public/';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/** A stored file in a procedure's answer (a procedure with the `file` meta: see trpc.ts). */
export const storedFileSchema = z.object({ stream: z.instanceof(Readable), size: z.number() });

/**
 * Every file the product keeps, behind one small interface: a local folder, the database or object
 * storage (FILE_STORAGE, file-storages.ts). A put is all-or-nothing: a reader never sees half a file.
 */
export interface FileStorage {
  /** Stores the bytes, or what the stream holds, replacing any file of that key. */
  put(area: FileArea, key: string, body: Uint8Array | Readable): Promise<void>;
  /** The file as a stream, or null when there is none. */
  get(area: FileArea, key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(area: FileArea, key: string): Promise<void>;
  /** Every key stored in the area (for moving files and backups), in no particular order. */
  list(area: FileArea): AsyncIterable<string>;
  /** The address a public file is served at. */
  publicUrl(key: string): string;
}

/** Both areas, for whoever walks every file. */
export const FILE_AREAS: readonly FileArea[] = ['public', 'private'];

/** The key of a public file's URL (a path, or an absolute address whose path is one), else null: never a key the product would not make. */
export function publicKeyOf(url: string): string | null {
  const path = pathOf(url);
  if (!path?.startsWith(PUBLIC_FILES_PREFIX)) return null;
  const key = path.slice(PUBLIC_FILES_PREFIX.length);
  return isMadeKey('public', key) ? key : null;
}

/** The path of an address: itself when it is a path, else the path of an http(s) URL. */
export function pathOf(address: string): string | null {
  if (address.startsWith('/')) return address.split(/[?#]/)[0] ?? null;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : null;
  } catch {
    return null;
  }
}
