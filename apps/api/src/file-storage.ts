import { join } from 'node:path';
import { createDiskStorage, type FileStorage } from '@tc/contracts';
import type { Env } from './env.js';

/** The file storage of the environment: the server's, and the backup's and restore's. */
export function createFileStorage(env: Pick<Env, 'dataDir'>): FileStorage {
  return createDiskStorage(join(env.dataDir, 'uploads'));
}
